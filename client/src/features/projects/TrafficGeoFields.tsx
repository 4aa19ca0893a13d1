/*
 * Where the visitors come from: worldwide, or chosen countries (searched in the geo dictionary) split evenly or by
 * shares. A country the dictionary has states or cities for may be narrowed to some of them, not both (Professional
 * packages): states are picked from the country's list, cities searched by name.
 */
import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ChoiceGroup, NumberBox, Section, SplitTotal, useFieldError, type ValuesPath } from './traffic-fields';
import { GeoCitiesQuery, GeoStatesQuery } from './traffic-settings-documents';
import { LIMITS, type CountryValues, type Narrowing, type TrafficSettingsValues } from './traffic-settings-values';
import { TierLockNote, useTierLocks } from './TierLockNote';

export interface GeoDictionary {
  countries: readonly { code: string; name: string }[];
  countriesWithStates: readonly string[];
  countriesWithCities: readonly string[];
}

interface Country {
  code: string;
  name: string;
}

function newCountry(c: Country): CountryValues {
  return { code: c.code, name: c.name, share: '', narrow: 'country', states: [], cities: [] };
}

export function TrafficGeoFields({ dictionary }: { dictionary: GeoDictionary | undefined }) {
  const { control } = useFormContext<TrafficSettingsValues>();
  const { fields, replace } = useFieldArray({ control, name: 'geo.countries' });
  const [worldwide, split, countries] = useWatch({ control, name: ['geo.worldwide', 'geo.split', 'geo.countries'] });
  const splitError = useFieldError('geo.split');
  const countriesError = useFieldError('root.countries');
  const options = dictionary?.countries ?? [];
  const chosen: Country[] = countries.map((c) => ({ code: c.code, name: c.name }));
  // With shares, a message on the whole list (their sum) is told under their total.
  const sharesTotal = split === 'shares' && countries.length > 0;
  const listError = sharesTotal ? undefined : countriesError;

  return (
    <Section title="Geo" description="Where the visitors come from.">
      <Stack spacing={2}>
        <Controller
          control={control}
          name="geo.worldwide"
          render={({ field }) => (
            <ChoiceGroup
              label="Visitors from"
              value={field.value ? 'worldwide' : 'countries'}
              onChange={(v) => field.onChange(v === 'worldwide')}
              options={[
                { value: 'worldwide', label: 'Worldwide' },
                { value: 'countries', label: 'Chosen countries' },
              ]}
            />
          )}
        />
        {worldwide ? null : (
          <>
            <Autocomplete
              multiple
              filterSelectedOptions
              options={options}
              value={chosen}
              getOptionLabel={(o) => o.name}
              isOptionEqualToValue={(o, v) => o.code === v.code}
              getOptionDisabled={() => chosen.length >= LIMITS.countries}
              onChange={(_, next) => replace(next.map((c) => countries.find((row) => row.code === c.code) ?? newCountry(c)))}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Countries"
                  placeholder={chosen.length ? undefined : 'Search a country'}
                  error={Boolean(listError)}
                  helperText={listError ?? `Up to ${LIMITS.countries} countries.`}
                />
              )}
            />
            {countries.length ? (
              <Controller
                control={control}
                name="geo.split"
                render={({ field }) => (
                  <ChoiceGroup
                    label="Split between the countries"
                    value={field.value}
                    onChange={field.onChange}
                    error={splitError}
                    options={[
                      { value: 'even', label: 'Evenly' },
                      { value: 'shares', label: 'By shares' },
                    ]}
                  />
                )}
              />
            ) : (
              <Typography variant="body2" color={splitError ? 'error' : 'text.secondary'}>
                {splitError ?? 'Choose at least one country, or Worldwide.'}
              </Typography>
            )}
            <Stack spacing={1.5}>
              {fields.map((f, i) => (
                <CountryRow
                  key={f.id}
                  index={i}
                  country={countries[i] ?? f}
                  shares={split === 'shares'}
                  hasStates={dictionary?.countriesWithStates.includes(f.code) ?? false}
                  hasCities={dictionary?.countriesWithCities.includes(f.code) ?? false}
                />
              ))}
            </Stack>
            {sharesTotal ? (
              <SplitTotal names={countries.map((_, i) => `geo.countries.${i}.share` as ValuesPath)} errorPath="root.countries" />
            ) : null}
          </>
        )}
      </Stack>
    </Section>
  );
}

function CountryRow({
  index,
  country,
  shares,
  hasStates,
  hasCities,
}: {
  index: number;
  country: CountryValues;
  shares: boolean;
  hasStates: boolean;
  hasCities: boolean;
}) {
  const { control } = useFormContext<TrafficSettingsValues>();
  const { locks } = useTierLocks();
  const codeError = useFieldError(`geo.countries.${index}.code`);
  const narrowError = useFieldError(`geo.countries.${index}.narrow`);
  const at = `geo.countries.${index}` as const;
  // A saved narrowing stays on screen even where the dictionary no longer offers it.
  const offersStates = hasStates || country.narrow === 'states';
  const offersCities = hasCities || country.narrow === 'cities';
  const lockedSetting = offersStates && locks['geo.states'] ? 'geo.states' : offersCities && locks['geo.cities'] ? 'geo.cities' : null;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={country.name}>
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, sm: shares ? 8 : 12 }}>
          <Typography sx={{ fontWeight: 600 }}>{country.name}</Typography>
          {codeError ? (
            <Typography variant="body2" color="error">
              {codeError}
            </Typography>
          ) : null}
        </Grid>
        {shares ? (
          <Grid size={{ xs: 12, sm: 4 }}>
            <NumberBox name={`${at}.share`} label={`Share of ${country.name}`} unit="%" min={1} max={100} />
          </Grid>
        ) : null}
        {offersStates || offersCities ? (
          <Grid size={12}>
            <Controller
              control={control}
              name={`${at}.narrow`}
              render={({ field }) => (
                <ChoiceGroup
                  label={`Narrow ${country.name} to`}
                  value={field.value}
                  onChange={(v) => field.onChange(v as Narrowing)}
                  error={narrowError}
                  options={[
                    { value: 'country', label: 'The whole country' },
                    ...(offersStates ? [{ value: 'states', label: 'States', disabled: locks['geo.states'] }] : []),
                    ...(offersCities ? [{ value: 'cities', label: 'Cities', disabled: locks['geo.cities'] }] : []),
                  ]}
                >
                  {lockedSetting ? (
                    <TierLockNote
                      setting={lockedSetting}
                      what={offersStates && offersCities ? 'States and cities' : offersStates ? 'States' : 'Cities'}
                    />
                  ) : null}
                </ChoiceGroup>
              )}
            />
            {country.narrow === 'states' ? <StatesField index={index} country={country} disabled={locks['geo.states']} /> : null}
            {country.narrow === 'cities' ? <CitiesField index={index} country={country} disabled={locks['geo.cities']} /> : null}
          </Grid>
        ) : null}
      </Grid>
    </Paper>
  );
}

function StatesField({ index, country, disabled }: { index: number; country: CountryValues; disabled: boolean }) {
  const { control } = useFormContext<TrafficSettingsValues>();
  const { data, loading } = useQuery(GeoStatesQuery, { variables: { country: country.code }, skip: disabled });
  const error = useFieldError(`geo.countries.${index}.states`);
  const options = (data?.geoStates ?? []).map(({ code, name }) => ({ code, name }));
  return (
    <Box sx={{ mt: 1 }}>
      <Controller
        control={control}
        name={`geo.countries.${index}.states`}
        render={({ field }) => (
          <Autocomplete
            multiple
            filterSelectedOptions
            disabled={disabled}
            loading={loading}
            options={options}
            value={field.value}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(o, v) => o.code === v.code}
            getOptionDisabled={() => field.value.length >= LIMITS.states}
            onChange={(_, next) => field.onChange(next.map(({ code, name }) => ({ code, name })))}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                label={`States of ${country.name}`}
                size="small"
                error={Boolean(error)}
                helperText={error ?? `Up to ${LIMITS.states} states.`}
              />
            )}
          />
        )}
      />
    </Box>
  );
}

function CitiesField({ index, country, disabled }: { index: number; country: CountryValues; disabled: boolean }) {
  const { control } = useFormContext<TrafficSettingsValues>();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  // Asked once typing pauses, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const { data, loading } = useQuery(GeoCitiesQuery, {
    variables: { country: country.code, query: search, limit: 20 },
    skip: disabled || search.length < 2,
  });
  const error = useFieldError(`geo.countries.${index}.cities`);
  const found = search.length < 2 ? [] : (data?.geoCities ?? []).map(({ id, name }) => ({ id, name }));
  return (
    <Box sx={{ mt: 1 }}>
      <Controller
        control={control}
        name={`geo.countries.${index}.cities`}
        render={({ field }) => (
          <Autocomplete
            multiple
            filterSelectedOptions
            disabled={disabled}
            loading={loading}
            // The chosen cities are options too (hidden from the list), so every value has its option.
            options={[...field.value, ...found.filter((c) => !field.value.some((v) => v.id === c.id))]}
            value={field.value}
            // The server has matched the name already.
            filterOptions={(o) => o}
            inputValue={input}
            onInputChange={(_, value) => setInput(value)}
            noOptionsText={search.length < 2 ? 'Type at least 2 letters of the name.' : 'No city of that name.'}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(o, v) => o.id === v.id}
            getOptionDisabled={() => field.value.length >= LIMITS.cities}
            onChange={(_, next) => field.onChange(next.map(({ id, name }) => ({ id, name })))}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                label={`Cities of ${country.name}`}
                size="small"
                error={Boolean(error)}
                helperText={error ?? `Search by name; up to ${LIMITS.cities} cities.`}
              />
            )}
          />
        )}
      />
    </Box>
  );
}
