import { useContext } from 'react';
import { CountryContext, type CountryValue } from './CountryContext';

export function useCountry(): CountryValue {
  const value = useContext(CountryContext);
  if (!value) {
    throw new Error('useCountry must be used inside <CountryProvider>');
  }
  return value;
}
