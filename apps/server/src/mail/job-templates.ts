import { definitions, html, link, mailBody, p, quoted, withPlainText } from './mail-html.js';
import type { OutgoingMail } from './outbox.js';

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
  const body = mailBody(
    p`Hello,`,
    p`Someone applied for the job ${quoted(title)} (${oneLine(args.category)}) at ${args.orgName}. Their answers:`,
    definitions(args.answers.map((a) => ({ term: a.question, detail: a.answer === '' ? html`<em>(no answer)</em>` : a.answer }))),
    withPlainText(
      p`${link(args.responsesUrl, 'Read every application to this job')}`,
      `Every application to this job: ${args.responsesUrl}`,
    ),
    p`You receive this because your address is on the job’s copy list, or its category’s.`,
  );
  return { to: args.to, subject: `New application: ${title}`, ...body, kind: 'job-application' };
}
