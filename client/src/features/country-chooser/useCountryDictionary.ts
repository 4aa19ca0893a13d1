import { useCallback, useEffect, useState } from 'react';
import { logger } from '@/lib/logger';
import type { CountryApi, GeoDictionary } from './country-api';

export interface CountryDictionaryState {
  dictionary: GeoDictionary | null;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/** Loads the dictionary the first time it is needed and keeps it for the life of the component. */
export function useCountryDictionary(api: CountryApi, enabled: boolean): CountryDictionaryState {
  const [dictionary, setDictionary] = useState<GeoDictionary | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const shouldLoad = enabled && dictionary === null && !failed;

  useEffect(() => {
    if (!shouldLoad) {
      return;
    }
    let current = true;
    api
      .fetchDictionary()
      .then((loaded) => {
        if (current) setDictionary(loaded);
      })
      .catch((error: unknown) => {
        logger.error('Unable to load the country dictionary', error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [api, shouldLoad, attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((value) => value + 1);
  }, []);

  return { dictionary, loading: shouldLoad, failed, retry };
}
