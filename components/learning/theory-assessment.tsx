'use client';

import { ChevronLeft, ChevronRight, Clock, Loader2, Send } from 'lucide-react';
import { useEffect, useRef, useState, useTransition } from 'react';

import { submitTheoryAssessment, type AttemptRecordStatus } from '@/app/assessments/[unit]/theory/actions';
import { useAuth } from '@/components/auth/session-provider';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { RadioInput } from '@/components/ui/native-choice';
import type { PublicQuestion } from '@/content/learning/questions';
import type { ShownAttemptResult } from '@/lib/rules/assessment';
import { callAction } from '@/lib/client/action-call';
import { lazyToast, preloadToasts } from '@/lib/client/lazy-toast';
import { cn } from '@/lib/utils';

import { AssessmentResults } from './assessment-results';

type Completed = { result: ShownAttemptResult; record: AttemptRecordStatus };

/**
 * The theory assessment flow of spec 001 sections 2, 4 and 5. The browser holds only the questions and the
 * learner's choices; the server action scores them and answers with the result.
 */
export function TheoryAssessment({
  unitCode,
  questions,
  passMark,
  requiredCorrect,
}: {
  unitCode: string;
  questions: readonly PublicQuestion[];
  passMark: number;
  requiredCorrect: number;
}) {
  const total = questions.length;
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Readonly<Record<number, string>>>({});
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const [completed, setCompleted] = useState<Completed | null>(null);
  const [submitting, startSubmit] = useTransition();
  const { status } = useAuth();

  const questionHeading = useRef<HTMLHeadingElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (completed ? resultsHeading : questionHeading).current?.focus();
  }, [index, completed]);

  const question = questions[index];
  const isLast = index === total - 1;

  function previous() {
    if (index === 0) return;
    const stored = choice === undefined ? answers : { ...answers, [index]: choice };
    setAnswers(stored);
    setIndex(index - 1);
    setChoice(stored[index - 1]);
    moveFocus.current = true;
  }

  function next() {
    if (choice === undefined) return;
    // The failure toast must not need the network it reports on: sonner arrives with the first answer.
    preloadToasts();
    const stored = { ...answers, [index]: choice };
    setAnswers(stored);
    if (!isLast) {
      setIndex(index + 1);
      // A question answered before (reached again after Previous) shows its stored answer; a new one starts empty.
      setChoice(stored[index + 1]);
      moveFocus.current = true;
      return;
    }
    startSubmit(async () => {
      // A signed-out learner's cookie comes from a route first: set by the action, it makes Next render the page again.
      if (status !== 'signed-in') await fetch('/api/learner', { method: 'POST' }).catch(() => undefined);
      const response = await callAction(
        () => submitTheoryAssessment({ unitCode, answers: stored }),
        'Please check your connection and try again.',
      );
      if (!response.ok) {
        lazyToast('error', 'Submission failed', { description: response.message });
        return;
      }
      moveFocus.current = true;
      setCompleted(response.data);
      window.scrollTo({ top: 0 });
    });
  }

  function retake() {
    setAnswers({});
    setChoice(undefined);
    setIndex(0);
    setCompleted(null);
    moveFocus.current = true;
    window.scrollTo({ top: 0 });
  }

  if (completed) {
    return (
      <AssessmentResults
        unitCode={unitCode}
        result={completed.result}
        record={completed.record}
        onRetake={retake}
        headingRef={resultsHeading}
      />
    );
  }

  if (!question) return null;
  const optionId = (i: number) => `question-${question.id}-option-${i}`;

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <p className="text-sm font-semibold" data-testid="question-counter">
          Question {index + 1} of {total}
        </p>
        <Progress
          value={index + 1}
          max={total}
          aria-label="Assessment progress"
          aria-valuetext={`Question ${index + 1} of ${total}`}
          className="h-2.5"
        />
      </div>

      <Card>
        <CardHeader className="gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge className="h-auto text-left whitespace-normal">{question.element}</Badge>
            <Badge variant="outline">
              <abbr title="Performance criteria" className="no-underline">
                PC
              </abbr>{' '}
              {question.performanceCriteria}
            </Badge>
            <span className="text-muted-foreground inline-flex items-center gap-1 text-xs">
              <Clock aria-hidden className="size-3.5" />
              No time limit
            </span>
          </div>
          <h2
            id="question-text"
            ref={questionHeading}
            tabIndex={-1}
            className="text-lg leading-snug font-bold focus:outline-none sm:text-xl"
          >
            {question.question}
          </h2>
        </CardHeader>
        <CardContent>
          <div key={question.id} role="radiogroup" aria-labelledby="question-text" className="grid gap-2">
            {question.options.map((option, i) => (
              <label
                key={option}
                htmlFor={optionId(i)}
                className={cn(
                  'hover:bg-muted/60 flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors sm:text-base',
                  choice === String(i) && 'border-primary bg-primary/5',
                )}
              >
                <RadioInput
                  id={optionId(i)}
                  name={`question-${question.id}`}
                  value={String(i)}
                  checked={choice === String(i)}
                  onChange={() => setChoice(String(i))}
                  className="mt-0.5"
                />
                <span>{option}</span>
              </label>
            ))}
          </div>
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-3 sm:flex-row sm:items-center">
          <Button type="button" variant="outline" onClick={previous} disabled={index === 0 || submitting}>
            <ChevronLeft aria-hidden />
            Previous
          </Button>
          {choice === undefined ? (
            <p id="answer-hint" className="text-muted-foreground text-center text-sm sm:flex-1">
              Select an answer to continue
            </p>
          ) : (
            <span className="hidden sm:block sm:flex-1" />
          )}
          <Button
            type="button"
            variant={isLast ? 'brand' : 'default'}
            onClick={next}
            disabled={choice === undefined || submitting}
            aria-describedby={choice === undefined ? 'answer-hint' : undefined}
          >
            {isLast ? (
              <>
                {submitting ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
                Submit Assessment
              </>
            ) : (
              <>
                Next
                <ChevronRight aria-hidden />
              </>
            )}
          </Button>
        </CardFooter>
      </Card>

      <dl className="bg-muted/40 grid grid-cols-3 divide-x rounded-xl border text-center text-sm">
        <div className="p-3">
          <dt className="text-muted-foreground text-xs">Pass mark</dt>
          <dd className="font-bold">{passMark}%</dd>
        </div>
        <div className="p-3">
          <dt className="text-muted-foreground text-xs">Questions</dt>
          <dd className="font-bold">{total}</dd>
        </div>
        <div className="p-3">
          <dt className="text-muted-foreground text-xs">Time limit</dt>
          <dd className="font-bold">None</dd>
        </div>
      </dl>
      <p className="text-muted-foreground text-center text-xs">
        You need {requiredCorrect} of {total} correct answers to pass.
      </p>
    </div>
  );
}
