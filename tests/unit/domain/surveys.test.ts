// The survey rules of domain/: the contact answer, the checks before submit
// in the spec's order, summaries, the AI Audit phrase table against the
// seeded survey, and the builder's rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditFieldOf, isAiAuditSurvey, mapAuditAnswers } from '../../../domain/surveys/aiAudit';
import { normalizedChoices, validateSurveyDraft } from '../../../domain/surveys/builder';
import {
  answerText,
  firstSubmitProblem,
  parseContactAnswer,
  serializeContactAnswer,
  summarizeAnswers,
  validateContactField,
} from '../../../domain/surveys/survey';
import { aiAuditSurvey } from '../../../prisma/seed-data/surveys';

describe('the contact answer', () => {
  it('reads back what was written, for any values', () => {
    fc.assert(
      fc.property(
        fc.record({ name: fc.string(), email: fc.string(), phone: fc.string(), website: fc.string() }),
        (answer) => {
          expect(parseContactAnswer(serializeContactAnswer(answer))).toEqual(answer);
        },
      ),
    );
  });

  it.each([null, '', 'Grace', '[]', '"x"', '{"name": 3}', 'null'])('refuses %j', (text) => {
    expect(parseContactAnswer(text)).toBeNull();
  });

  it('fills missing fields with empty strings', () => {
    expect(parseContactAnswer('{"name":"Grace"}')).toEqual({
      name: 'Grace',
      email: '',
      phone: '',
      website: '',
    });
  });

  it.each([
    ['name', '', 'Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'grace@example', 'Please enter a valid email address'],
    ['website', '', 'Website is required'],
    ['website', 'hopper', 'Please enter a valid website address'],
    ['website', 'https://www.hopper.dev/about', null],
    ['website', 'hopper.dev', null],
    ['phone', '', null],
    ['phone', '555 0100', 'Please enter a valid phone number'],
    ['phone', '(555) 010-0100', null],
  ] as const)('blur rule of %s %j → %s', (field, value, message) => {
    expect(validateContactField(field, value)).toBe(message);
  });
});

describe('the checks before submit', () => {
  const questions = [
    { id: 'q1', questionType: 'short_answer' as const },
    { id: 'q2', questionType: 'contact_form' as const },
  ];
  const check = (contact: Record<string, string> | null) =>
    firstSubmitProblem(questions, (id) => (id === 'q2' && contact ? JSON.stringify(contact) : null))
      ?.message ?? null;

  it('come in the spec order', () => {
    expect(firstSubmitProblem([questions[0]!], () => null)?.message).toBe('Contact form not found');
    expect(check(null)).toBe('Please fill out the contact form');
    expect(check({ name: '', email: '', phone: '', website: '' })).toBe('Please fill out the contact form');
    expect(check({ name: '', email: 'bad', website: '' })).toBe('Name is required');
    expect(check({ name: 'Grace', email: '', website: '' })).toBe('Email is required');
    expect(check({ name: 'Grace', email: 'bad', website: '' })).toBe('Website is required');
    expect(check({ name: 'Grace', email: 'bad', website: 'bad' })).toBe('Please enter a valid email address');
    expect(check({ name: 'Grace', email: 'g@x.io', website: 'bad' })).toBe(
      'Please enter a valid website address',
    );
    expect(check({ name: 'Grace', email: 'g@x.io', website: 'x.io', phone: '12' })).toBe(
      'Please enter a valid phone number',
    );
    expect(check({ name: 'Grace', email: 'g@x.io', website: 'x.io', phone: '' })).toBeNull();
  });
});

describe('summaries', () => {
  it('list answered questions in order, the contact form optionally left out', () => {
    const answers = [
      { question: 'Stage?', questionType: 'multiple_choice' as const, answer: 'Early' },
      { question: 'Skipped?', questionType: 'short_answer' as const, answer: '  ' },
      { question: 'Reach you?', questionType: 'contact_form' as const, answer: 'Grace, g@x.io' },
    ];
    expect(summarizeAnswers(answers)).toBe('Stage?\nEarly\n\nReach you?\nGrace, g@x.io');
    expect(summarizeAnswers(answers, { withContact: false })).toBe('Stage?\nEarly');
  });

  it('put answers in words', () => {
    expect(answerText('yes_no', { choiceText: 'Yes' })).toBe('Yes');
    expect(answerText('short_answer', { textResponse: ' Hi ' })).toBe('Hi');
    expect(
      answerText('contact_form', {
        textResponse: '{"name":"Grace","email":"g@x.io","phone":"","website":"x.io"}',
      }),
    ).toBe('Grace, g@x.io, x.io');
  });
});

describe('the AI Audit survey', () => {
  it("is recognised by 'AI Audit' in the title or the description", () => {
    expect(isAiAuditSurvey({ title: 'AI Audit: time', description: null })).toBe(true);
    expect(isAiAuditSurvey({ title: 'Check', description: 'Our AI Audit' })).toBe(true);
    expect(isAiAuditSurvey({ title: 'Fit check', description: 'Fractional PM' })).toBe(false);
  });

  it('maps every seeded question to its payload field (the budget question to none)', () => {
    const fields = aiAuditSurvey.questions
      .filter((question) => question.questionType !== 'text_only' && question.questionType !== 'contact_form')
      .map((question) => [question.questionText, auditFieldOf(question.questionText)]);
    expect(fields).toEqual([
      ['What type of business do you run?', 'businessType'],
      ['How large is your team?', 'teamSize'],
      ['Where does your team spend the most time each week?', 'timeSpenders'],
      ['What are your biggest operational pain points?', 'painPoints'],
      ['Which tools does your team use every day?', 'dailyTools'],
      ['Which AI tools have you already tried?', 'aiToolsUsed'],
      ['How comfortable is your team with AI today?', 'aiComfortLevel'],
      ['Do you have a budget set aside for AI initiatives this year?', null],
      ['What is the main goal you want AI to help with?', 'aiGoal'],
      ['Is there anything else we should know?', 'additionalInfo'],
    ]);
  });

  it('matches whole words only, ignoring case', () => {
    expect(auditFieldOf('Which email tools do you like?')).toBeNull();
    expect(auditFieldOf('WHICH AI TOOLS?')).toBe('aiToolsUsed');
    expect(auditFieldOf('What industry are you in?')).toBe('businessType');
  });

  it('collects list fields, joins text fields and keeps unmatched answers in additionalInfo', () => {
    const mapped = mapAuditAnswers([
      { question: 'What type of business do you run?', questionType: 'multiple_choice', answer: 'SaaS' },
      { question: 'Which industry, if a second one?', questionType: 'multiple_choice', answer: 'Retail' },
      { question: 'Budget?', questionType: 'yes_no', answer: 'No' },
      { question: 'Anything else?', questionType: 'short_answer', answer: 'Thanks' },
      { question: 'Reach you?', questionType: 'contact_form', answer: 'Grace' },
    ]);
    expect(mapped).toEqual({
      businessType: ['SaaS', 'Retail'],
      timeSpenders: [],
      aiToolsUsed: [],
      teamSize: null,
      painPoints: null,
      dailyTools: null,
      aiComfortLevel: null,
      aiGoal: null,
      additionalInfo: 'Thanks\n\nBudget?: No',
    });
  });
});

describe('the builder rules', () => {
  const draft = { title: 'T', description: '', isActive: true, questions: [] };

  it('accept a plain draft and report each problem with its path', () => {
    expect(validateSurveyDraft(draft)).toEqual([]);
    expect(
      validateSurveyDraft({
        ...draft,
        title: '',
        questions: [{ questionText: 'Pick', questionType: 'multiple_choice', choices: [{ choiceText: '' }] }],
      }),
    ).toEqual([
      { field: 'title', message: 'Title is required' },
      { field: 'questions.0.choices', message: 'Add at least two choices' },
      { field: 'questions.0.choices.0.choiceText', message: 'Choice text is required' },
    ]);
  });

  it('give yes/no questions Yes and No (keeping ids) and other types no choices', () => {
    expect(
      normalizedChoices({
        questionText: 'Q',
        questionType: 'yes_no',
        choices: [{ id: 'a', choiceText: 'Sure' }],
      }),
    ).toEqual([
      { id: 'a', choiceText: 'Yes' },
      { id: null, choiceText: 'No' },
    ]);
    expect(
      normalizedChoices({ questionText: 'Q', questionType: 'short_answer', choices: [{ choiceText: 'x' }] }),
    ).toEqual([]);
  });
});
