import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { earlyAnswerFor } from '../routing/early-answers';

/**
 * A query the entry already asked (a cold link's first queries, routing/early-answers.ts) is answered with what came
 * back; without an answer whole and without errors, it goes on to the api as any other. Every query asking it while
 * it is on its way shares it (early-answers.ts): the api is not asked twice.
 */
export const earlyAnswerLink = new ApolloLink((operation, forward) => {
  const early = earlyAnswerFor(operation.operationName, operation.variables);
  if (!early) return forward(operation);
  return new Observable((observer) => {
    let rest: { unsubscribe(): void } | undefined;
    let closed = false;
    void early.answer.then((answer) => {
      if (closed) return;
      if (!answer) {
        rest = forward(operation).subscribe(observer);
        return;
      }
      early.received();
      observer.next(answer as ApolloLink.Result);
      observer.complete();
    });
    return () => {
      closed = true;
      rest?.unsubscribe();
    };
  });
});
