import type { OutgoingMail } from './outbox.js';
import { escapeHtml as escape } from './escape-html.js';

export interface JobApplicationMailArgs {
  to: string;
  orgName: string;
  jobTitle: string;
  category: string;
  /** The asked questions with the applicant's answers, in the form's order. */
  answers: readonly { question: string; answer: string }[];
  /** Where the job's managers read every application (built from the server's public URL). */
  responsesUrl: string;
}

/** One line of a header: typed text never breaks the subject onto another line. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** An application to a job, to an address on the job's or its category's copy list (document 3 §2.5, document 4 §9). */
export function jobApplicationMail(args: JobApplicationMailArgs): OutgoingMail {
  const title = oneLine(args.jobTitle);
  const lines = args.answers.map((a) => `${a.question}\n    ${a.answer === '' ? '(no answer)' : a.answer.replace(/\n/g, '\n    ')}`);
  const text = [
    'Hello,',
    '',
    `Someone applied for the job "${title}" (${oneLine(args.category)}) at ${args.orgName}. Their answers:`,
    '',
    ...lines,
    '',
    `Every application to this job: ${args.responsesUrl}`,
    '',
    'You receive this because your address is on the job’s copy list, or its category’s.',
  ].join('\n');
  const rows = args.answers
    .map(
      (a) =>
        `<dt><strong>${escape(a.question)}</strong></dt><dd style="margin:0 0 12px 0;white-space:pre-wrap">${a.answer === '' ? '<em>(no answer)</em>' : escape(a.answer)}</dd>`,
    )
    .join('\n');
  const html = `<p>Hello,</p>
<p>Someone applied for the job <strong>${escape(title)}</strong> (${escape(oneLine(args.category))}) at ${escape(args.orgName)}. Their answers:</p>
<dl>
${rows}
</dl>
<p><a href="${escape(args.responsesUrl)}">Read every application to this job</a></p>
<p>You receive this because your address is on the job’s copy list, or its category’s.</p>`;
  return { to: args.to, subject: `New application: ${title}`, text, html, kind: 'job-application' };
}
