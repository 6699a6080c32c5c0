import { useApolloClient, useQuery } from '@apollo/client/react';
import { PARTNER_LIMITS } from '@chantiers/schema';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { SpaceCitiesDocument, SpaceRegionsDocument } from './partner-space.generated';
import { MultiSelectField } from '../../../shared/form/MultiSelectField';
import type { ProfileValues } from './profile-values';
import { useDebounced } from '../../../shared/records/useDebounced';

/** A city as the form knows it: its names, and its region when a list told it. */
interface City {
  code: string;
  nameFr: string;
  nameEn: string;
  nameAr: string;
  region?: string | null;
}

/**
 * A name as a search compares it, like the api's (referentials/place-search.ts): case, French accents and Arabic marks
 * aside (short vowels, hamza over or under its letter, tatweel), ى as ي, ة as ه, the Moroccan ڭ as ك.
 */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g, '')
    .toLowerCase()
    .replace(/ى|ی/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[کڭگ]/g, 'ك')
    .replace(/ڤ/g, 'ف')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * « Zone d'intervention »: the regions served (Morocco's twelve), then the cities served, offered from the chosen
 * regions' cities and found by name (French, English or Arabic) anywhere in Morocco. A city of another region brings its region along (the api
 * adds it too); a region taken out takes its cities with it.
 */
export function ZoneFields({ initialCities }: { initialCities: readonly City[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { locale } = intl;
  // Arabic and English where the referentials give them, French otherwise.
  const nameOf = (p: { nameFr: string; nameEn: string; nameAr: string }) =>
    (locale.startsWith('ar') ? p.nameAr : locale.startsWith('en') ? p.nameEn : p.nameFr) || p.nameFr;
  const form = useForm<ProfileValues>();
  const client = useApolloClient();
  const regionsQuery = useQuery(SpaceRegionsDocument, { fetchPolicy: 'cache-first' });
  const regionList = useMemo(() => regionsQuery.data?.regions ?? [], [regionsQuery.data]);
  const chosen = (useField<string[]>('regions', { subscription: { value: true } }).input.value || []) as string[];
  const chosenCities = (useField<string[]>('cities', { subscription: { value: true } }).input.value || []) as string[];

  // Every city met so far (the listing's own, the regions' lists, the searches): its names and region.
  const known = useRef(new Map<string, City>(initialCities.map((c) => [c.code, c])));
  const [byRegion, setByRegion] = useState<Record<string, City[]>>({});
  const chosenKey = chosen.join(',');
  useEffect(() => {
    let live = true;
    for (const region of chosen) {
      if (byRegion[region]) continue;
      client
        .query({ query: SpaceCitiesDocument, variables: { region } })
        .then(({ data }) => {
          const cities = data?.cities ?? [];
          cities.forEach((c) => known.current.set(c.code, c));
          if (live) setByRegion((m) => ({ ...m, [region]: cities }));
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosenKey]);

  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 250);
  const found = useQuery(SpaceCitiesDocument, { variables: { search }, skip: search.length < 2 });
  const foundCities = useMemo(() => (search.length >= 2 ? (found.data?.cities ?? []) : []), [found.data, search]);
  foundCities.forEach((c) => known.current.set(c.code, c));

  const regionName = (code: string) => {
    const r = regionList.find((x) => x.code === code);
    return r ? nameOf(r) : code;
  };

  const cityOptions = (selected: string[]) => {
    const query = fold(typed);
    const matches = (c: City) => !query || [c.nameFr, c.nameEn, c.nameAr].some((name) => fold(name).includes(query));
    const shown = new Set<string>();
    const groups = chosen
      .map((region) => {
        const options = (byRegion[region] ?? [])
          .filter(matches)
          .map((c) => (shown.add(c.code), { value: c.code, label: nameOf(c) }))
          .sort((a, b) => a.label.localeCompare(b.label, intl.locale));
        return { label: regionName(region), title: regionName(region), options };
      })
      .filter((g) => g.options.length);
    // Found by name in other regions, and the chosen cities no list shows (so their tags keep their names).
    const others = [...foundCities.map((c) => c.code), ...selected]
      .filter((code) => !shown.has(code) && (shown.add(code), true))
      .map((code) => known.current.get(code) ?? { code, nameFr: code, nameEn: code, nameAr: code })
      .filter((c) => selected.includes(c.code) || matches(c))
      .map((c) => ({ value: c.code, label: nameOf(c) }));
    return others.length
      ? [...groups, { label: t('partnerSpace.field.cities.others'), title: t('partnerSpace.field.cities.others'), options: others }]
      : groups;
  };

  // A partner's zone is read whole: every chosen name shown, in a taller list than a form's short one.
  const zoneSelect = { listHeight: 224, maxTagCount: undefined };
  return (
    <>
      <MultiSelectField
        name="regions"
        label={t('partnerSpace.field.regions')}
        note={t('partnerSpace.field.regions.note')}
        placeholder={t('partnerSpace.field.regions.placeholder')}
        options={regionList.map((r) => ({ value: r.code, label: nameOf(r) }))}
        loading={regionsQuery.loading}
        select={{ ...zoneSelect, maxCount: PARTNER_LIMITS.regionsMax }}
        onPicked={(next, before) => {
          const removed = before.filter((r) => !next.includes(r));
          if (removed.length) {
            const cities = form.getState().values.cities ?? [];
            const kept = cities.filter((c) => {
              const region = known.current.get(c)?.region;
              return !region || !removed.includes(region);
            });
            if (kept.length !== cities.length) form.change('cities', kept);
          }
        }}
      />
      <MultiSelectField
        name="cities"
        label={t('partnerSpace.field.cities')}
        note={t('partnerSpace.field.cities.note')}
        placeholder={t('partnerSpace.field.cities.placeholder')}
        options={cityOptions(chosenCities)}
        loading={found.loading}
        select={{
          ...zoneSelect,
          maxCount: PARTNER_LIMITS.citiesMax,
          showSearch: { filterOption: false, searchValue: typed, onSearch: setTyped, autoClearSearchValue: true },
          notFoundContent: t('partnerSpace.field.cities.none'),
        }}
        onPicked={(next) => {
          setTyped('');
          // A city of a region not chosen yet brings its region.
          const regions = form.getState().values.regions ?? [];
          const wanted = next.map((c) => known.current.get(c)?.region).filter((r): r is string => Boolean(r) && !regions.includes(r!));
          if (wanted.length) form.change('regions', [...regions, ...new Set(wanted)]);
        }}
      />
    </>
  );
}
