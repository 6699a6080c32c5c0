import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Divider, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { suppliersVariables } from './first-queries';
import { SiteFinanceSuppliersDocument } from './site-finance.generated';
import { useDebounced } from '../../../shared/records/useDebounced';

export interface SupplierOption {
  id: string;
  name: string;
}

export interface SupplierSelectProps {
  id?: string;
  value: string | null;
  /** The chosen supplier's id and name, or null when cleared. */
  onChange(value: string | null, name?: string): void;
  onBlur?(): void;
  className?: string;
  /** The chosen supplier, shown even when it is not among the first results. */
  known?: SupplierOption | null;
  placeholder?: string;
  allowClear?: boolean;
  size?: 'large' | 'middle';
  status?: 'error';
  style?: React.CSSProperties;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** Offers 'Nouveau fournisseur' under the list, with what the user typed. */
  onCreate?(typed: string): void;
}

/** The company's suppliers, searched on the server (name, ICE, e-mail) as the user types. */
export function SupplierSelect({ value, onChange, known, onCreate, ...rest }: SupplierSelectProps) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 250);
  const { data, loading } = useQuery(SiteFinanceSuppliersDocument, { variables: suppliersVariables(search) });
  const options = useMemo(() => {
    const items = data?.suppliers.items ?? [];
    const all = known && !items.some((s) => s.id === known.id) ? [known, ...items] : items;
    return all.map((s) => ({ value: s.id, label: s.name }));
  }, [data, known]);
  return (
    <Select
      {...rest}
      className={`finance-supplier-select${rest.className ? ` ${rest.className}` : ''}`}
      value={value || undefined}
      onChange={(v) => onChange(v ?? null, options.find((o) => o.value === v)?.label)}
      options={options}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onOpenChange={(open) => !open && setTyped('')}
      loading={loading}
      notFoundContent={loading ? undefined : intl.formatMessage({ id: onCreate ? 'finance.site.supplier.noneYet' : 'finance.site.supplier.none' })}
      popupRender={
        onCreate
          ? (menu) => (
              <>
                {menu}
                <Divider style={{ margin: '4px 0' }} />
                <Button type="text" icon={<PlusOutlined />} block className="finance-supplier-new" onClick={() => onCreate(typed.trim())}>
                  {typed.trim()
                    ? intl.formatMessage({ id: 'finance.site.supplier.newNamed' }, { name: typed.trim() })
                    : intl.formatMessage({ id: 'finance.site.supplier.new' })}
                </Button>
              </>
            )
          : undefined
      }
    />
  );
}
