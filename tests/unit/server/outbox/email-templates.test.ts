import { describe, expect, it } from 'vitest';
import {
  aiAuditEmail,
  fractionalPmSurveyEmail,
  NOT_PROVIDED,
  NOT_SPECIFIED,
  renderEmail,
  renderStoredEmail,
} from '../../../../server/modules/outbox/templates';

describe('the AI audit email', () => {
  it('fills what the visitor skipped with the spec defaults', () => {
    expect(aiAuditEmail({ name: 'Ada', email: 'ada@example.com' })).toEqual({
      from_name: 'Ada',
      from_email: 'ada@example.com',
      website: NOT_PROVIDED,
      phone: NOT_PROVIDED,
      business_type: NOT_SPECIFIED,
      team_size: NOT_SPECIFIED,
      time_spenders: NOT_SPECIFIED,
      pain_points: NOT_PROVIDED,
      daily_tools: NOT_PROVIDED,
      ai_tools_used: NOT_SPECIFIED,
      ai_comfort_level: NOT_SPECIFIED,
      ai_goal: NOT_PROVIDED,
      additional_info: NOT_PROVIDED,
    });
    expect(NOT_PROVIDED).toBe('Not provided');
    expect(NOT_SPECIFIED).toBe('Not specified');
  });

  it('joins lists and keeps answers', () => {
    const data = aiAuditEmail({
      name: 'Ada',
      email: 'ada@example.com',
      businessType: ['Agency', ' ', 'SaaS'],
      teamSize: '11-50',
      timeSpenders: ['Email'],
      painPoints: '  Reporting  ',
      aiToolsUsed: [],
      aiComfortLevel: '',
    });
    expect(data).toMatchObject({
      business_type: 'Agency, SaaS',
      team_size: '11-50',
      time_spenders: 'Email',
      pain_points: 'Reporting',
      ai_tools_used: NOT_SPECIFIED,
      ai_comfort_level: NOT_SPECIFIED,
    });
    const email = renderEmail('ai_audit', data);
    expect(email.subject).toBe('AI Audit request from Ada');
    expect(email.text).toContain('Business type: Agency, SaaS');
    expect(email.text).toContain('Goal with AI: Not provided');
    expect(email.replyTo).toBe('ada@example.com');
  });
});

describe('the fractional-PM survey email', () => {
  it('defaults missing contact details to Not provided', () => {
    const data = fractionalPmSurveyEmail({
      toEmail: 'inbox@lab.test',
      name: 'Grace',
      email: 'g@example.com',
    });
    expect(data).toEqual({
      to_email: 'inbox@lab.test',
      subject: 'Fractional PM survey response from Grace',
      from_name: 'Grace',
      from_email: 'g@example.com',
      phone: NOT_PROVIDED,
      website: NOT_PROVIDED,
      message: NOT_PROVIDED,
    });
    expect(renderEmail('fractional_pm_survey', data).text).toContain('Website: Not provided');
  });
});

describe('rendering', () => {
  it('escapes visitor text in HTML and keeps the subject on one line', () => {
    const email = renderEmail('contact_notification', {
      from_name: 'Eve <script>\r\nBcc: x@y.z',
      from_email: 'eve@example.com',
      phone_number: '',
      inquiry_type: 'AI Inquiry',
      message_content: '<img src=x onerror=alert(1)>',
    });
    expect(email.subject).toBe('New contact message: AI Inquiry from Eve <script> Bcc: x@y.z');
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('refuses a stored message of an unknown template', () => {
    expect(() => renderStoredEmail('newsletter', {})).toThrow("Unknown email template 'newsletter'");
  });
});
