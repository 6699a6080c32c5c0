import type { SharedSchema } from '@chantiers/schema';

type Validate = (typeof import('@chantiers/schema/validation/zod-issues'))['validateWith'];
let validator: Promise<Validate> | undefined;

/**
 * A final-form `validate` whose shared schema (and zod) load right after first paint, so the sign-in route stays
 * light. It imports the schema's own module, never the `@chantiers/schema` barrel the route already holds. The
 * load starts with the form (final-form validates as its fields register), not with the module: the sign-in
 * screen's module comes with the app on every page. In the few milliseconds before it lands, checks are left to
 * the api, whose field errors land on the same fields.
 */
export function lazyZodValidate(load: () => Promise<SharedSchema>, prepare: (values: object) => object = (v) => v) {
  let ready: { validate: Validate; schema: SharedSchema } | undefined;
  let loading = false;
  return (values: object): Record<string, string> => {
    if (!loading) {
      loading = true;
      validator ??= import('@chantiers/schema/validation/zod-issues').then((m) => m.validateWith);
      void Promise.all([validator, load()]).then(([validate, schema]) => {
        ready = { validate, schema };
      });
    }
    if (!ready) return {};
    const result = ready.validate(ready.schema, prepare(values));
    return result.ok ? {} : result.fields;
  };
}
