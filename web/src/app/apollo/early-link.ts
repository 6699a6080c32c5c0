import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { holdEarlyAnswer, takeEarlyAnswer } from '../routing/early-answers';

/** How long an early answer waits for a query that left before it came (a screen mounted twice while the app starts). */
const KEPT_MS = 10_000;

/**
 * A query the entry already asked (a cold link's first queries, routing/early-answers.ts) is answered with what came
 * back, once; without an answer whole and without errors, it goes on to the api as any other. A query that goes away
 * before the answer comes (its screen unmounted and mounted again while the app starts, slower on a loaded phone) puts
 * the answer back for the next one that asks it, for a few seconds: the api is not asked twice.
 */
export const earlyAnswerLink = new ApolloLink((operation, forward) => {
  const early = takeEarlyAnswer(operation.operationName, operation.variables);
  if (!early) return forward(operation);
  return new Observable((observer) => {
    let rest: { unsubscribe(): void } | undefined;
    let settled = false;
    let closed = false;
    void early.then((answer) => {
      settled = true;
      if (closed) return;
      if (!answer) {
        rest = forward(operation).subscribe(observer);
        return;
      }
      observer.next(answer as ApolloLink.Result);
      observer.complete();
    });
    return () => {
      closed = true;
      rest?.unsubscribe();
      if (!settled && operation.operationName) holdEarlyAnswer(operation.operationName, operation.variables ?? {}, early, KEPT_MS);
    };
  });
});
