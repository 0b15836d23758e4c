// The course outline: modules in order, each with its lessons in order;
// add, remove and move up or down, all with labelled fields, and buttons
// named alike for modules and lessons ("Move up lesson 1.1"). Removing a
// module with a title or lessons asks first (as the survey builder does for
// a question with answers), since its lessons go with it. A move or a
// removal happens where a screen reader user is not looking, with the focus
// kept on the button: each is said politely ("Module 2 moved up: now
// module 1."). A save refused for the outline marks the fields at fault (every
// module without a title, say), so the editor takes the keyboard to the first.
import { useState } from 'react';
import { COURSE_FORM } from '../../../../../domain/courses/form';
import { useAnnouncer } from '../../../../components/announce';
import { Button } from '../../../../components/Button';
import { TextField } from '../../../../components/Field';
import { focusAddedRow, keepFocusThrough } from '../../../../components/focus';
import { plural } from '../../../../components/format';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { newRowKey } from '../../kit/newRowKey';

export type LessonForm = { key: string; title: string; durationMinutes: string };
export type ModuleForm = { key: string; title: string; summary: string; lessons: LessonForm[] };

function move<T>(list: T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return list;
  const copy = [...list];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}

/** How a module or a lesson is named when it moves or goes: by its title, else by its number. */
const named = (what: 'Module' | 'Lesson', title: string, number: string) =>
  title.trim() ? `${what} “${title.trim()}”` : `${what} ${number}`;

const untitled = (item: { title: string }) => item.title.trim() === '';
const badMinutes = (lesson: LessonForm) => !/^(\d{1,6})?$/.test(lesson.durationMinutes.trim());

/** The outline's first problem, in the server's words, or null. */
export function outlineError(modules: ModuleForm[]): string | null {
  if (modules.some(untitled)) return COURSE_FORM.moduleTitleRequired;
  const lessons = modules.flatMap((module) => module.lessons);
  if (lessons.some(untitled)) return COURSE_FORM.lessonTitleRequired;
  return lessons.some(badMinutes) ? COURSE_FORM.minutesInvalid : null;
}

/** The outline's problem `error` (outlineError's, or the server's), on each field it is about. */
const faults = (error: string | undefined) => ({
  moduleTitle: (module: ModuleForm) =>
    error === COURSE_FORM.moduleTitleRequired && untitled(module) ? error : undefined,
  lessonTitle: (lesson: LessonForm) =>
    error === COURSE_FORM.lessonTitleRequired && untitled(lesson) ? error : undefined,
  minutes: (lesson: LessonForm) =>
    error === COURSE_FORM.minutesInvalid && badMinutes(lesson) ? error : undefined,
});

export function OutlineEditor({
  modules,
  error,
  onChange,
}: {
  modules: ModuleForm[];
  error?: string;
  onChange: (modules: ModuleForm[]) => void;
}) {
  const { announce, region } = useAnnouncer();
  /** The module whose removal waits for the admin to confirm it. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const setModule = (index: number, patch: Partial<ModuleForm>) =>
    onChange(modules.map((module, at) => (at === index ? { ...module, ...patch } : module)));
  const setLesson = (moduleIndex: number, lessonIndex: number, patch: Partial<LessonForm>) =>
    setModule(moduleIndex, {
      lessons: modules[moduleIndex]!.lessons.map((lesson, at) =>
        at === lessonIndex ? { ...lesson, ...patch } : lesson,
      ),
    });
  const moveModule = (button: HTMLElement, index: number, by: -1 | 1) =>
    keepFocusThrough(button, () => {
      onChange(move(modules, index, by));
      const module = modules[index]!;
      announce(
        `${named('Module', module.title, String(index + 1))} moved ${by < 0 ? 'up' : 'down'}: now module ${index + 1 + by}.`,
      );
    });
  const moveLesson = (button: HTMLElement, index: number, lessonIndex: number, by: -1 | 1) =>
    keepFocusThrough(button, () => {
      const lessons = modules[index]!.lessons;
      setModule(index, { lessons: move(lessons, lessonIndex, by) });
      const title = lessons[lessonIndex]!.title;
      announce(
        `${named('Lesson', title, `${index + 1}.${lessonIndex + 1}`)} moved ${by < 0 ? 'up' : 'down'}: now lesson ${index + 1}.${lessonIndex + 1 + by}.`,
      );
    });
  const removeModule = (key: string) => {
    const index = modules.findIndex((module) => module.key === key);
    if (index < 0) return;
    onChange(modules.filter((_, at) => at !== index));
    announce(`${named('Module', modules[index]!.title, String(index + 1))} removed.`);
  };
  const fault = faults(error);
  const pending = modules.findIndex((module) => module.key === confirming);
  const pendingModule = modules[pending];

  return (
    <fieldset className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      {region}
      <legend className="px-1 text-sm font-semibold text-slate-900">Outline</legend>
      {/* Not an alert: the field at fault takes the focus and reads the same words. */}
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      {modules.length === 0 ? <p className="text-sm text-slate-500">No modules yet.</p> : null}
      <ol className="space-y-4">
        {modules.map((module, index) => {
          const number = index + 1;
          return (
            <li key={module.key} data-focus-key={module.key} className="space-y-3 rounded-md bg-slate-50 p-3">
              <div className="grid gap-3 md:grid-cols-2">
                <TextField
                  label={`Module ${number} title`}
                  value={module.title}
                  error={fault.moduleTitle(module)}
                  onChange={(event) => setModule(index, { title: event.target.value })}
                />
                <TextField
                  label={`Module ${number} summary`}
                  value={module.summary}
                  onChange={(event) => setModule(index, { summary: event.target.value })}
                />
              </div>
              <ol className="space-y-2 pl-4">
                {module.lessons.map((lesson, lessonIndex) => {
                  const lessonNumber = `${number}.${lessonIndex + 1}`;
                  const name = `Lesson ${lessonNumber}`;
                  return (
                    <li
                      key={lesson.key}
                      data-focus-key={lesson.key}
                      className="flex flex-wrap items-end gap-2"
                    >
                      <div className="min-w-48 flex-1">
                        <TextField
                          label={`${name} title`}
                          value={lesson.title}
                          error={fault.lessonTitle(lesson)}
                          onChange={(event) => setLesson(index, lessonIndex, { title: event.target.value })}
                        />
                      </div>
                      <div className="w-32">
                        <TextField
                          label={`${name} minutes`}
                          inputMode="numeric"
                          value={lesson.durationMinutes}
                          error={fault.minutes(lesson)}
                          onChange={(event) =>
                            setLesson(index, lessonIndex, { durationMinutes: event.target.value })
                          }
                        />
                      </div>
                      <Button
                        variant="ghost"
                        disabled={lessonIndex === 0}
                        data-focus-action="up"
                        onClick={(event) => moveLesson(event.currentTarget, index, lessonIndex, -1)}
                      >
                        Move up<span className="sr-only"> lesson {lessonNumber}</span>
                      </Button>
                      <Button
                        variant="ghost"
                        disabled={lessonIndex === module.lessons.length - 1}
                        data-focus-action="down"
                        onClick={(event) => moveLesson(event.currentTarget, index, lessonIndex, 1)}
                      >
                        Move down<span className="sr-only"> lesson {lessonNumber}</span>
                      </Button>
                      <Button
                        variant="ghost"
                        data-focus-action="remove"
                        onClick={(event) =>
                          keepFocusThrough(event.currentTarget, () => {
                            setModule(index, {
                              lessons: module.lessons.filter((_, at) => at !== lessonIndex),
                            });
                            announce(`${named('Lesson', lesson.title, lessonNumber)} removed.`);
                          })
                        }
                      >
                        Remove<span className="sr-only"> lesson {lessonNumber}</span>
                      </Button>
                    </li>
                  );
                })}
              </ol>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  onClick={() => {
                    const key = newRowKey();
                    setModule(index, {
                      lessons: [...module.lessons, { key, title: '', durationMinutes: '' }],
                    });
                    focusAddedRow(key);
                  }}
                >
                  Add lesson<span className="sr-only"> to module {number}</span>
                </Button>
                <Button
                  variant="ghost"
                  disabled={index === 0}
                  data-focus-action="up"
                  onClick={(event) => moveModule(event.currentTarget, index, -1)}
                >
                  Move up<span className="sr-only"> module {number}</span>
                </Button>
                <Button
                  variant="ghost"
                  disabled={index === modules.length - 1}
                  data-focus-action="down"
                  onClick={(event) => moveModule(event.currentTarget, index, 1)}
                >
                  Move down<span className="sr-only"> module {number}</span>
                </Button>
                <Button
                  variant="ghost"
                  data-focus-action="remove"
                  onClick={(event) =>
                    module.title.trim() || module.lessons.length > 0
                      ? setConfirming(module.key)
                      : keepFocusThrough(event.currentTarget, () => removeModule(module.key))
                  }
                >
                  Remove module<span className="sr-only"> {number}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        onClick={() => {
          const key = newRowKey();
          onChange([...modules, { key, title: '', summary: '', lessons: [] }]);
          focusAddedRow(key);
        }}
      >
        Add module
      </Button>
      {pendingModule ? (
        <ConfirmDialog
          open
          title={`Remove module ${pending + 1}?`}
          confirmLabel="Remove module"
          onConfirm={() => {
            setConfirming(null);
            removeModule(pendingModule.key);
          }}
          onClose={() => setConfirming(null)}
        >
          <p>
            {named('Module', pendingModule.title, String(pending + 1))}
            {pendingModule.lessons.length > 0
              ? ` and its ${plural(pendingModule.lessons.length, 'lesson')} are`
              : ' is'}{' '}
            taken out of the outline, and deleted when you save the course.
          </p>
        </ConfirmDialog>
      ) : null}
    </fieldset>
  );
}
