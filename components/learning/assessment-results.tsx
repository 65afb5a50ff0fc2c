'use client';

import { BookOpen, CheckCircle2, ClipboardList, RotateCcw, XCircle } from 'lucide-react';
import type { Ref } from 'react';

import type { AttemptRecordStatus } from '@/app/assessments/[unit]/theory/actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { PASS_MARK } from '@/content/learning/constants';
import { ANSWERS_WITHHELD, optionText, type ShownAttemptResult } from '@/lib/rules/assessment';
import { cn } from '@/lib/utils';

function RecordNotice({ record, unitCode }: { record: AttemptRecordStatus; unitCode: string }) {
  if (record === 'saved') {
    return (
      <p className="text-muted-foreground text-sm">
        This attempt has been saved to your{' '}
        <a href="/account" className="font-semibold underline">
          account
        </a>
        .
      </p>
    );
  }
  if (record === 'failed') {
    return <p className="text-muted-foreground text-sm">This attempt could not be saved to your account.</p>;
  }
  return (
    <p className="text-muted-foreground text-sm">
      <a
        href={`/auth?next=${encodeURIComponent(`/assessments/${unitCode}/theory`)}`}
        className="font-semibold underline"
      >
        Sign in
      </a>{' '}
      before your next attempt to keep a record of your results.
    </p>
  );
}

export function AssessmentResults({
  unitCode,
  result,
  record,
  onRetake,
  headingRef,
}: {
  unitCode: string;
  result: ShownAttemptResult;
  record: AttemptRecordStatus;
  onRetake: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const passed = result.competent;

  return (
    <div className="space-y-6" data-testid="assessment-results">
      <Card className={cn('border-2', passed ? 'border-success' : 'border-destructive')}>
        <CardHeader className="text-center">
          <CardTitle asChild>
            <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold focus:outline-none">
              Assessment Results
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-center">
          <p
            className={cn('text-6xl font-extrabold', passed ? 'text-success' : 'text-destructive')}
            data-testid="result-percent"
          >
            {result.percent}%
          </p>
          <p
            className={cn(
              'mx-auto inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-lg font-bold',
              passed ? 'bg-success text-success-foreground' : 'bg-destructive text-destructive-foreground',
            )}
            data-testid="result-status"
          >
            {passed ? (
              <CheckCircle2 aria-hidden className="size-5" />
            ) : (
              <XCircle aria-hidden className="size-5" />
            )}
            {passed ? 'COMPETENT' : 'NOT YET COMPETENT'}
          </p>
          <p className="text-base">
            You answered {result.correct} out of {result.total} questions correctly
          </p>
          <p className="text-muted-foreground text-sm">
            Pass mark: {PASS_MARK}% ({result.requiredCorrect} correct answers required)
          </p>
          <RecordNotice record={record} unitCode={unitCode} />
        </CardContent>
      </Card>

      <section aria-labelledby="element-results-heading" className="bg-card rounded-xl border p-4 sm:p-6">
        <h3 id="element-results-heading" className="text-lg font-bold">
          Results by Element
        </h3>
        <ul className="mt-3 divide-y">
          {result.byElement.map((element) => (
            <li key={element.element} className="flex items-start justify-between gap-3 py-2.5">
              <span className="text-sm">
                {element.element}
                <span className="text-muted-foreground block text-xs">
                  {element.correct} of {element.total} correct
                </span>
              </span>
              <Badge variant={element.meetsPassMark ? 'default' : 'destructive'} className="text-sm">
                {element.percent}%
              </Badge>
            </li>
          ))}
        </ul>
      </section>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h3 className="text-lg font-bold">Next Steps</h3>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-1">
          {passed ? (
            <>
              <p className="text-success font-semibold">Theory assessment passed</p>
              <p>You can now proceed to the practical assessment component.</p>
            </>
          ) : (
            <>
              <p className="text-destructive font-semibold">Additional study required</p>
              <p>Review the learning materials and retake the assessment.</p>
            </>
          )}
        </CardContent>
        <CardFooter className="flex-wrap gap-2">
          {passed ? (
            <Button asChild variant="brand">
              <a href={`/training-package?unit=${unitCode}&tab=practical`}>
                <ClipboardList aria-hidden />
                View Practical Assessment
              </a>
            </Button>
          ) : (
            <>
              <Button asChild variant="outline">
                <a href={`/elearning/${unitCode}`}>
                  <BookOpen aria-hidden />
                  Review Learning Materials
                </a>
              </Button>
              <Button type="button" variant="brand" onClick={onRetake}>
                <RotateCcw aria-hidden />
                Retake Assessment
              </Button>
            </>
          )}
        </CardFooter>
      </Card>

      <section aria-labelledby="review-heading" className="space-y-3">
        <h3 id="review-heading" className="text-lg font-bold">
          Detailed Review
        </h3>
        {result.answersShown ? null : (
          <p className="text-muted-foreground text-sm" data-testid="answers-withheld">
            {ANSWERS_WITHHELD}
          </p>
        )}
        <ol className="space-y-3">
          {result.review.map(({ question, chosen, isCorrect }, index) => (
            <li
              key={question.id}
              className={cn(
                'bg-card rounded-xl border-l-4 p-4 shadow-sm',
                isCorrect ? 'border-l-success' : 'border-l-destructive',
              )}
              data-testid="review-item"
            >
              <div className="flex items-start gap-3">
                {isCorrect ? (
                  <CheckCircle2 aria-hidden className="text-success mt-0.5 size-5 shrink-0" />
                ) : (
                  <XCircle aria-hidden className="text-destructive mt-0.5 size-5 shrink-0" />
                )}
                <div className="min-w-0 flex-1 space-y-2">
                  <p className="font-semibold">
                    <span className="sr-only">{isCorrect ? 'Correct. ' : 'Incorrect. '}</span>
                    Question {index + 1}: {question.question}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Badge variant="secondary" className="h-auto text-left whitespace-normal">
                      {question.element}
                    </Badge>
                    <Badge variant="outline">PC {question.performanceCriteria}</Badge>
                  </div>
                  <p className="text-sm">
                    <span className="font-semibold">Your answer:</span>{' '}
                    {optionText(question, chosen) ?? 'Not answered'}
                  </p>
                  {isCorrect || question.correctAnswer === undefined ? null : (
                    <>
                      <p className="text-sm">
                        <span className="font-semibold">Correct answer:</span>{' '}
                        {optionText(question, question.correctAnswer)}
                      </p>
                      <p className="bg-muted rounded-md p-3 text-sm">
                        <span className="font-semibold">Explanation:</span> {question.explanation}
                      </p>
                    </>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
