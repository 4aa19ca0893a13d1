import { useMemo, useState } from 'react';
import type { Country } from './country-api';
import { groupCountries, type CountryGroup } from './country-filter';
import { useCountry } from './useCountry';
import { useCountryDictionary, type CountryDictionaryState } from './useCountryDictionary';

export interface CountryChooserState extends Omit<CountryDictionaryState, 'dictionary'> {
  current: Country;
  query: string;
  setQuery: (query: string) => void;
  continentCode: string | null;
  setContinentCode: (code: string | null) => void;
  continents: { code: string; name: string }[];
  groups: CountryGroup[];
  handleChoose: (country: Country) => void;
}

export function useCountryChooser(open: boolean, onChosen: () => void): CountryChooserState {
  const { country, chooseCountry, api } = useCountry();
  const { dictionary, ...dictionaryState } = useCountryDictionary(api, open);
  const [query, setQuery] = useState('');
  const [continentCode, setContinentCode] = useState<string | null>(null);

  const groups = useMemo(() => (dictionary ? groupCountries(dictionary, query, continentCode) : []), [dictionary, query, continentCode]);

  return {
    ...dictionaryState,
    current: country,
    query,
    setQuery,
    continentCode,
    setContinentCode,
    continents: dictionary?.continents ?? [],
    groups,
    handleChoose: (chosen) => {
      chooseCountry({ code: chosen.code, name: chosen.name });
      onChosen();
    },
  };
}
