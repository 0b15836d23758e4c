// The course outline: modules in order, each with its lessons in order;
// add, remove and move up or down, all with labelled fields.
import { COURSE_FORM } from '../../../../../domain/courses';
import { Button } from '../../../../components/Button';
import { TextField } from '../../../../components/Field';
import { focusAddedRow, keepFocusThrough } from '../../../../components/focus';
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

/** The outline's first problem, in the server's words, or null. */
export function outlineError(modules: ModuleForm[]): string | null {
  if (modules.some((module) => module.title.trim() === '')) return COURSE_FORM.moduleTitleRequired;
  if (modules.some((module) => module.lessons.some((lesson) => lesson.title.trim() === ''))) {
    return COURSE_FORM.lessonTitleRequired;
  }
  const minutes = modules.flatMap((module) => module.lessons.map((lesson) => lesson.durationMinutes.trim()));
  return minutes.every((value) => value === '' || /^\d{1,6}$/.test(value))
    ? null
    : COURSE_FORM.minutesInvalid;
}

export function OutlineEditor({
  modules,
  error,
  onChange,
}: {
  modules: ModuleForm[];
  error?: string;
  onChange: (modules: ModuleForm[]) => void;
}) {
  const setModule = (index: number, patch: Partial<ModuleForm>) =>
    onChange(modules.map((module, at) => (at === index ? { ...module, ...patch } : module)));
  const setLesson = (moduleIndex: number, lessonIndex: number, patch: Partial<LessonForm>) =>
    setModule(moduleIndex, {
      lessons: modules[moduleIndex]!.lessons.map((lesson, at) =>
        at === lessonIndex ? { ...lesson, ...patch } : lesson,
      ),
    });
  return (
    <fieldset className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <legend className="px-1 text-sm font-semibold text-slate-900">Outline</legend>
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
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
                  const name = `Lesson ${number}.${lessonIndex + 1}`;
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
                          onChange={(event) => setLesson(index, lessonIndex, { title: event.target.value })}
                        />
                      </div>
                      <div className="w-32">
                        <TextField
                          label={`${name} minutes`}
                          inputMode="numeric"
                          value={lesson.durationMinutes}
                          onChange={(event) =>
                            setLesson(index, lessonIndex, { durationMinutes: event.target.value })
                          }
                        />
                      </div>
                      <Button
                        variant="ghost"
                        disabled={lessonIndex === 0}
                        data-focus-action="up"
                        onClick={(event) =>
                          keepFocusThrough(event.currentTarget, () =>
                            setModule(index, { lessons: move(module.lessons, lessonIndex, -1) }),
                          )
                        }
                      >
                        Up<span className="sr-only"> {name}</span>
                      </Button>
                      <Button
                        variant="ghost"
                        disabled={lessonIndex === module.lessons.length - 1}
                        data-focus-action="down"
                        onClick={(event) =>
                          keepFocusThrough(event.currentTarget, () =>
                            setModule(index, { lessons: move(module.lessons, lessonIndex, 1) }),
                          )
                        }
                      >
                        Down<span className="sr-only"> {name}</span>
                      </Button>
                      <Button
                        variant="ghost"
                        data-focus-action="remove"
                        onClick={(event) =>
                          keepFocusThrough(event.currentTarget, () =>
                            setModule(index, {
                              lessons: module.lessons.filter((_, at) => at !== lessonIndex),
                            }),
                          )
                        }
                      >
                        Remove<span className="sr-only"> {name}</span>
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
                  onClick={(event) =>
                    keepFocusThrough(event.currentTarget, () => onChange(move(modules, index, -1)))
                  }
                >
                  Move up<span className="sr-only"> module {number}</span>
                </Button>
                <Button
                  variant="ghost"
                  disabled={index === modules.length - 1}
                  data-focus-action="down"
                  onClick={(event) =>
                    keepFocusThrough(event.currentTarget, () => onChange(move(modules, index, 1)))
                  }
                >
                  Move down<span className="sr-only"> module {number}</span>
                </Button>
                <Button
                  variant="ghost"
                  data-focus-action="remove"
                  onClick={(event) =>
                    keepFocusThrough(event.currentTarget, () =>
                      onChange(modules.filter((_, at) => at !== index)),
                    )
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
    </fieldset>
  );
}
