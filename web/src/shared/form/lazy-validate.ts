import type { SharedSchema } from '@chantiers/schema';

type Validate = (typeof import('@chantiers/schema/validation/zod-issues'))['validateWith'];
let validator: Promise<Validate> | undefined;

/**
 * A final-form `validate` whose shared schema (and zod) load right after first paint, so the sign-in route stays
 * light. It imports the schema's own module, never the `@chantiers/schema` barrel the route already holds. The
 * load starts when the page module runs; in the few milliseconds before it lands, checks are left to the api,
 * whose field errors land on the same fields.
 */
export function lazyZodValidate(load: () => Promise<SharedSchema>, prepare: (values: object) => object = (v) => v) {
  let ready: { validate: Validate; schema: SharedSchema } | undefined;
  validator ??= import('@chantiers/schema/validation/zod-issues').then((m) => m.validateWith);
  void Promise.all([validator, load()]).then(([validate, schema]) => {
    ready = { validate, schema };
  });
  return (values: object): Record<string, string> => {
    if (!ready) return {};
    const result = ready.validate(ready.schema, prepare(values));
    return result.ok ? {} : result.fields;
  };
}
