import type { SharedSchema } from '@chantiers/schema';

type Validate = (typeof import('@chantiers/schema/validation/zod-issues'))['validateWith'];
let validator: Promise<Validate> | undefined;

/**
 * A final-form `validate` whose shared schema (and zod) load right after first paint, so the sign-in route stays
 * light. It imports the schema's own module, never the `@chantiers/schema` barrel the route already holds. The
 * load starts with the form (final-form validates as its fields register), not with the module: the sign-in
 * screen's module comes with the app on every page. Validating waits for it (final-form takes a promise), so even a
 * form submitted at once is checked here first. It always answers a promise: final-form keeps the errors of its last
 * asynchronous run and adds them to any synchronous one, so mixing both would leave 'requis' under fields since filled.
 */
export function lazyZodValidate(load: () => Promise<SharedSchema>, prepare: (values: object) => object = (v) => v) {
  let ready: { validate: Validate; schema: SharedSchema } | undefined;
  let loading: Promise<unknown> | undefined;
  const run = (values: object): Record<string, string> => {
    const result = ready!.validate(ready!.schema, prepare(values));
    return result.ok ? {} : result.fields;
  };
  return (values: object): Promise<Record<string, string>> => {
    if (ready) return Promise.resolve(run(values));
    validator ??= import('@chantiers/schema/validation/zod-issues').then((m) => m.validateWith);
    loading ??= Promise.all([validator, load()]).then(([validate, schema]) => {
      ready = { validate, schema };
    });
    // A failed load (offline) leaves the checks to the api rather than blocking the form.
    return loading.then(
      () => run(values),
      () => ({}),
    );
  };
}
