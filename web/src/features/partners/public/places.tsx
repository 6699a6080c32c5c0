import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { type Place, PublicCities, PublicRegions } from './operations';
import { useDebounced } from '../../../shared/records/useDebounced';
import { serverSearchProps } from '../../../shared/form/server-search';

/** The directory and the sign-up offer Morocco's regions and cities. */
export const COUNTRY = 'MA';

/** A place's name in a language: English or Arabic where the referentials give it, French otherwise. */
export function placeNameIn(locale: string, place: Pick<Place, 'nameFr'> & Partial<Pick<Place, 'nameEn' | 'nameAr'>>): string {
  const name = locale.startsWith('ar') ? place.nameAr : locale.startsWith('en') ? place.nameEn : place.nameFr;
  return name || place.nameFr;
}

/** A place's name in the current language. */
export function usePlaceName(): (place: Place) => string {
  const { locale } = useIntl();
  return (place) => placeNameIn(locale, place);
}

let regionsLoad: Promise<Place[]> | undefined;

/** Morocco's twelve regions, loaded once per visit (a failed load is tried again by the next screen). */
function loadRegions(): Promise<Place[]> {
  regionsLoad ??= graphqlRequest(PublicRegions, { country: COUNTRY }).then(
    (d) => d.regions,
    (err: unknown) => {
      regionsLoad = undefined;
      throw err;
    },
  );
  return regionsLoad;
}

export function useRegions(): { regions: Place[]; loading: boolean } {
  const [regions, setRegions] = useState<Place[] | null>(null);
  useEffect(() => {
    let live = true;
    loadRegions().then(
      (r) => live && setRegions(r),
      () => live && setRegions([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return { regions: regions ?? [], loading: regions === null };
}

interface CitySelectProps {
  id?: string;
  /** The region whose cities are offered; none: the select waits for one. */
  region: string | null;
  value: string | null;
  onChange(code: string | null): void;
  onBlur?(): void;
  placeholder?: string;
  /** Shown instead of the placeholder while no region is chosen. */
  regionFirst?: string;
  notFound?: string;
  allowClear?: boolean;
  size?: 'middle' | 'large';
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The cities of one region (50 at most per answer), searched on the server as the user types, in French, English or
 * Arabic, accents and Arabic marks ignored.
 * Give it `key={region}`: a new region starts a new search.
 */
export function CitySelect({ region, value, onChange, onBlur, placeholder, regionFirst, notFound, ...rest }: CitySelectProps) {
  const placeName = usePlaceName();
  const [typed, setTyped] = useState('');
  const [cities, setCities] = useState<Place[]>([]);
  const [loading, setLoading] = useState(false);
  // Names seen so far, so the chosen city keeps its label while a search shows others.
  const names = useRef(new Map<string, Place>());
  const search = useDebounced(typed.trim(), 250);
  useEffect(() => {
    if (!region) {
      setCities([]);
      return undefined;
    }
    let live = true;
    setLoading(true);
    graphqlRequest(PublicCities, { country: COUNTRY, region, search: search || null, limit: 50 })
      .then(
        (d) => {
          if (!live) return;
          for (const c of d.cities) names.current.set(c.code, c);
          setCities(d.cities);
        },
        () => live && setCities([]),
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [region, search]);

  const options = cities.map((c) => ({ value: c.code, label: placeName(c) }));
  if (value && !options.some((o) => o.value === value)) {
    const known = names.current.get(value);
    options.unshift({ value, label: known ? placeName(known) : value });
  }
  return (
    <Select
      {...rest}
      value={value ?? undefined}
      options={options}
      disabled={!region}
      placeholder={region ? placeholder : (regionFirst ?? placeholder)}
      {...serverSearchProps({ setTyped, loading, notFound, onChange, onBlur })}
    />
  );
}
