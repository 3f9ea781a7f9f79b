// The client's answers to an order's questionnaire, checked against it: text answers by question id (trimmed),
// at most one file per file question, required questions answered (now or in an earlier submission).
import { type Question } from '@contract';
import { badRequest, said } from '../../errors';
import type { IncomingFile } from '../files';
import { parseJson } from './common';

export interface DetailFile {
  questionId: string;
  file: IncomingFile;
}

const dateRe = /^\d{4}-\d{2}-\d{2}$/;
const moneyRe = /^\d{1,10}(\.\d{1,2})?$/;

/** The text answers to keep, by question id; 400 naming the question for any answer that does not fit. */
export function checkAnswers(
  questions: Question[],
  raw: string,
  files: DetailFile[],
  before: Record<string, string>,
): Record<string, string> {
  const parsed = parseJson<unknown>(raw, undefined);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest('order_answers_not_object', 'answers');
  const given = parsed as Record<string, unknown>;
  const answers: Record<string, string> = {};
  for (const q of questions) {
    if (q.type === 'file') {
      const sent = files.filter((f) => f.questionId === q.id);
      if (sent.length > 1) throw badRequest(said('order_answer_one_file', { question: q.label }), q.id);
      if (q.required && sent.length === 0 && !before[q.id])
        throw badRequest(said('order_answer_missing', { question: q.label }), q.id);
      continue;
    }
    const value = given[q.id];
    if (value !== undefined && typeof value !== 'string' && typeof value !== 'number')
      throw badRequest(said('order_answer_not_text', { question: q.label }), q.id);
    const text = value === undefined ? '' : String(value).trim();
    if (!text) {
      if (q.required) throw badRequest(said('order_answer_missing', { question: q.label }), q.id);
      continue;
    }
    if (text.length > 2000) throw badRequest(said('order_answer_too_long', { question: q.label }), q.id);
    if (q.type === 'date' && (!dateRe.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))))
      throw badRequest(said('order_answer_bad_date', { question: q.label }), q.id);
    if (q.type === 'money' && !moneyRe.test(text.replace(/,/g, '')))
      throw badRequest(said('order_answer_bad_amount', { question: q.label }), q.id);
    answers[q.id] = q.type === 'money' ? text.replace(/,/g, '') : text;
  }
  const known = new Set(questions.map((q) => q.id));
  const stray = files.find(
    (f) => !known.has(f.questionId) || questions.find((q) => q.id === f.questionId)?.type !== 'file',
  );
  if (stray)
    throw badRequest(said('order_no_file_question', { question: stray.questionId }), stray.questionId);
  return answers;
}
