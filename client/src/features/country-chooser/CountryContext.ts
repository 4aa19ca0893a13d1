import { createContext } from 'react';
import type { Country, CountryApi } from './country-api';

export interface CountryValue {
  /** The chosen country, else the detected one, else United States. */
  country: Country;
  /** Where the current value comes from. */
  origin: 'chosen' | 'detected' | 'default';
  /** True until detection has answered; false as soon as a choice exists. */
  detecting: boolean;
  chooseCountry(country: Country): void;
  api: CountryApi;
}

export const CountryContext = createContext<CountryValue | null>(null);
