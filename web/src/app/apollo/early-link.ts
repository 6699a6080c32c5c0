import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { takeEarlyAnswer } from '../routing/early-answers';

/**
 * A query the entry already asked (a cold link's first queries, routing/early-answers.ts) is answered with what came
 * back, once; without an answer whole and without errors, it goes on to the api as any other.
 */
export const earlyAnswerLink = new ApolloLink((operation, forward) => {
  const early = takeEarlyAnswer(operation.operationName, operation.variables);
  if (!early) return forward(operation);
  return new Observable((observer) => {
    let rest: { unsubscribe(): void } | undefined;
    let closed = false;
    void early.then((answer) => {
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
    };
  });
});
