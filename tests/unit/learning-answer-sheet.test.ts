import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { questionBanks } from '@/content/learning/questions';
import { answersByQuestionId, isComplete, parseAnswerSheet, scoreAttempt } from '@/lib/rules/assessment';

const questions = questionBanks.RIIWHS202E;

describe('answer sheets sent by the browser', () => {
  it('accepts option index strings for known positions', () => {
    expect(parseAnswerSheet({ 0: '3', 11: '0' }, questions)).toEqual({ 0: '3', 11: '0' });
  });

  it('rejects anything else', () => {
    for (const input of [
      null,
      'answers',
      ['0'],
      { 12: '0' },
      { '-1': '0' },
      { x: '0' },
      { 0: '4' },
      { 0: 1 },
      { 0: ' 1' },
      { 0: '01x' },
    ]) {
      expect(parseAnswerSheet(input, questions), JSON.stringify(input)).toBeNull();
    }
  });

  it('is complete only when every question has an answer', () => {
    const all = Object.fromEntries(questions.map((_, i) => [i, '0']));
    expect(isComplete(all, questions.length)).toBe(true);
    const { 5: _dropped, ...missing } = all;
    expect(isComplete(missing, questions.length)).toBe(false);
  });

  it('keys answers by question id for the database function', () => {
    expect(answersByQuestionId(questions, { 0: '3', 2: '1' })).toEqual({
      [String(questions[0].id)]: '3',
      [String(questions[2].id)]: '1',
    });
  });

  it('scores a sheet of correct answers as competent', () => {
    const sheet = Object.fromEntries(questions.map((q, i) => [i, q.correctAnswer]));
    const result = scoreAttempt(questions, parseAnswerSheet(sheet, questions) ?? {});
    expect(result).toMatchObject({ correct: 12, total: 12, percent: 100, competent: true });
  });
});

describe('answer keys stay out of the browser bundle', () => {
  const root = join(__dirname, '..', '..');
  const clientFiles = readdirSync(join(root, 'components', 'learning'))
    .map((name) => join(root, 'components', 'learning', name))
    .filter((file) => /\.tsx?$/.test(file) && readFileSync(file, 'utf8').startsWith("'use client'"));

  it('finds the client components', () => {
    expect(clientFiles.length).toBeGreaterThan(3);
  });

  it('client components import question banks and server modules as types only, if at all', () => {
    for (const file of clientFiles) {
      const source = readFileSync(file, 'utf8');
      const valueImports = [...source.matchAll(/^import (?!type )[^;]*?from '([^']+)';/gms)].map((m) => m[1]);
      expect(valueImports, file).not.toContain('@/content/learning/questions');
      expect(valueImports, file).not.toContain('@/lib/server/assessment-keys');
      expect(valueImports, file).not.toContain('@/lib/server/learning-records');
    }
  });

  it('lib/rules/assessment imports the question banks for their types only', () => {
    const source = readFileSync(join(root, 'lib', 'rules', 'assessment.ts'), 'utf8');
    expect(source).toMatch(/^import type \{[^}]*\} from '@\/content\/learning\/questions';$/m);
    expect(source).not.toMatch(/^import \{[^}]*\} from '@\/content\/learning\/questions';$/m);
  });
});
