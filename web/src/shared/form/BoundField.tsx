import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { FieldShell, useShownError } from './FieldShell';

/** What a control needs from its final-form field: value, events, and the error state for antd and screen readers. */
export interface BoundControl<T> {
  id: string;
  value: T;
  onChange(value: T): void;
  onBlur(): void;
  onFocus(): void;
  status: 'error' | undefined;
  'aria-invalid': boolean;
  'aria-describedby': string;
}

interface Props<T> {
  name: string;
  label: ReactNode;
  /** A hint under the control while it shows no error. */
  note?: ReactNode;
  children(control: BoundControl<T>): ReactNode;
}

/**
 * The one adapter between final-form and a control: the label, the control drawn by `children`, and under it the
 * schema's or the server's message once touched (else the note). Every form field of the app is built on it.
 */
export function BoundField<T>({ name, label, note, children }: Props<T>) {
  const shownFor = useShownError();
  const id = `field-${name}`;
  return (
    <Field<T> name={name}>
      {({ input, meta }) => {
        const shown = shownFor(meta);
        return (
          <FieldShell id={id} label={label} shown={shown} note={note}>
            {children({
              id,
              value: input.value,
              onChange: (value) => input.onChange(value),
              onBlur: () => input.onBlur(),
              onFocus: () => input.onFocus(),
              status: shown ? 'error' : undefined,
              'aria-invalid': Boolean(shown),
              'aria-describedby': `${id}-help`,
            })}
          </FieldShell>
        );
      }}
    </Field>
  );
}
