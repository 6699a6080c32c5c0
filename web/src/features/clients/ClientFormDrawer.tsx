import { useMutation } from '@apollo/client/react';
import { type ClientValues, clientSchema } from '@chantiers/schema';
import { useIntl } from 'react-intl';
import type { ClientFieldsFragment } from '../../gql/graphql';
import { notifySuccess } from '../../shared/errors/notify';
import { zodValidate } from '../../shared/form/zod-validate';
import { FormDrawer } from '../../shared/records/FormDrawer';
import { ClientFields, clientValuesOf } from './ClientFields';
import { CreateClientDocument, UpdateClientDocument } from './clients.generated';

const validate = zodValidate(clientSchema);

/** Create or edit a client of the directory; `onSaved` hears the saved client. */
export function ClientFormDrawer({
  client,
  onClose,
  onSaved,
}: {
  client: ClientFieldsFragment | null;
  onClose(): void;
  onSaved(client: ClientFieldsFragment): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [create] = useMutation(CreateClientDocument);
  const [update] = useMutation(UpdateClientDocument);
  return (
    <FormDrawer<ClientValues>
      title={t(client ? 'clients.form.edit' : 'clients.form.create')}
      size={520}
      onClose={onClose}
      initialValues={clientValuesOf(client)}
      validate={validate}
      save={async (values) => {
        const saved = client
          ? (await update({ variables: { id: client.id, input: values } })).data?.updateClient
          : (await create({ variables: { input: values } })).data?.createClient;
        if (!saved) return;
        notifySuccess(t(client ? 'clients.updated' : 'clients.created', { name: saved.name }));
        onSaved(saved);
      }}
    >
      {() => <ClientFields exceptId={client?.id} autoFocus />}
    </FormDrawer>
  );
}
