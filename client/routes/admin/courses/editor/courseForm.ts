// The course editor's form: its values from a loaded course, and the
// mutation input they become; and the save itself (a new course is created,
// an existing one updated from the version the editor loaded).

import { graphql } from 'react-relay/hooks';
import { centsToPrice, priceToCents, storedCourseText } from '../../../../../domain/courses/form';
import type {
  CourseEditorForm_course$data,
  CourseLevel,
  DeliveryFormat,
} from '../../../../__generated__/CourseEditorForm_course.graphql';
import type {
  CourseEditorFormCreateMutation,
  CreateCourseInput,
} from '../../../../__generated__/CourseEditorFormCreateMutation.graphql';
import type { CourseEditorFormUpdateMutation } from '../../../../__generated__/CourseEditorFormUpdateMutation.graphql';
import { useSaveMutation } from '../../kit/mutationFailure';
import type { ModuleForm } from './OutlineEditor';

export type CourseForm = {
  title: string;
  slug: string;
  summary: string;
  description: string;
  level: CourseLevel;
  deliveryFormat: DeliveryFormat;
  duration: string;
  durationMinutes: string;
  price: string;
  currency: string;
  imageUrl: string;
  sortOrder: string;
  isPublished: boolean;
  categoryId: string;
  tagIds: string[];
  modules: ModuleForm[];
};

/** The form's values for a course (or a new one). */
export function formOf(course: CourseEditorForm_course$data | null | undefined): CourseForm {
  return {
    title: course?.title ?? '',
    slug: course?.slug ?? '',
    summary: course?.summary ?? '',
    description: course?.rawDescription ?? '',
    level: course?.level ?? 'beginner',
    deliveryFormat: course?.deliveryFormat ?? 'online',
    duration: course?.duration ?? '',
    durationMinutes: course?.durationMinutes?.toString() ?? '',
    price: centsToPrice(course?.priceCents),
    currency: course?.currency ?? 'USD',
    imageUrl: course?.imageUrl ?? '',
    sortOrder: String(course?.sortOrder ?? 0),
    isPublished: course?.isPublished ?? false,
    categoryId: course?.category?.id ?? '',
    tagIds: course?.tags.map((tag) => tag.id) ?? [],
    modules:
      course?.modules.map((module) => ({
        key: module.id,
        title: module.title,
        summary: module.summary ?? '',
        lessons: module.lessons.map((lesson) => ({
          key: lesson.id,
          title: lesson.title,
          durationMinutes: lesson.durationMinutes?.toString() ?? '',
        })),
      })) ?? [],
  };
}

/** The form's values as the mutation takes them (the form is already checked). */
export function inputOf(form: CourseForm): CreateCourseInput {
  return {
    title: form.title,
    slug: form.slug,
    summary: form.summary,
    description: form.description,
    level: form.level,
    deliveryFormat: form.deliveryFormat,
    duration: form.duration,
    durationMinutes: form.durationMinutes.trim() === '' ? null : Number(form.durationMinutes),
    priceCents: priceToCents(form.price),
    currency: form.currency.trim(),
    imageUrl: form.imageUrl,
    sortOrder: Number(form.sortOrder),
    isPublished: form.isPublished,
    categoryId: form.categoryId || null,
    tagIds: form.tagIds,
    modules: form.modules.map((module) => ({
      title: module.title,
      summary: module.summary,
      lessons: module.lessons.map((lesson) => ({
        title: lesson.title,
        durationMinutes: lesson.durationMinutes.trim() === '' ? null : Number(lesson.durationMinutes),
      })),
    })),
  };
}

/**
 * The form as the server keeps it, for a save in place: text without
 * surrounding spaces, numbers and the price as written when it opens again
 * (' 090' → '90', '12.5' → '12.50'). The form is already checked.
 */
export function storedForm(form: CourseForm): CourseForm {
  const text = storedCourseText(form);
  const minutes = (value: string) => (value.trim() === '' ? '' : String(Number(value)));
  return {
    ...text,
    durationMinutes: minutes(form.durationMinutes),
    price: centsToPrice(priceToCents(form.price)),
    sortOrder: String(Number(form.sortOrder)),
    modules: text.modules.map((module) => ({
      ...module,
      lessons: module.lessons.map((lesson) => ({
        ...lesson,
        durationMinutes: minutes(lesson.durationMinutes),
      })),
    })),
  };
}

/** Create or update (from the version the editor loaded). */
export const useCourseSave = () =>
  useSaveMutation<CourseEditorFormCreateMutation, CourseEditorFormUpdateMutation>(
    graphql`
      mutation CourseEditorFormCreateMutation($input: CreateCourseInput!) {
        createCourse(input: $input) {
          __typename
          ... on Course {
            id
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    graphql`
      mutation CourseEditorFormUpdateMutation($input: UpdateCourseInput!) {
        updateCourse(input: $input) {
          __typename
          # The editor that stays open (Ctrl+S) and the list read the saved course.
          ...CourseEditorForm_course @alias(as: "saved")
          # The version it made: keys typed while it was on its way are kept at it.
          ... on Course {
            version
          }
          ...mutationFailure_error @alias(as: "failure")
        }
      }
    `,
    'Course',
  );
