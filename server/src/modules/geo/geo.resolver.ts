import { Arg, Ctx, Extensions, FieldResolver, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { COST } from '../../graphql/costs';
import * as geo from './geo.service';
import { Country, GeoCity, GeoDetails, GeoDictionary, GeoRegion } from './geo.types';
import { citiesOf, countriesWithCities, countriesWithStates, statesOf } from './regions';

/** Public: country detection and the geo dictionary (countries, their states and cities). */
@Resolver(() => GeoDictionary)
export class GeoResolver {
  @Query(() => Country, { description: "The caller's country; United States when it cannot be told." })
  country(@Ctx() ctx: Context): Country {
    return geo.countryOfIp(ctx.ip);
  }

  @Query(() => GeoDetails)
  geoDetails(@Ctx() ctx: Context): GeoDetails {
    return geo.geoDetails(ctx.ip);
  }

  @Query(() => GeoDictionary, { description: 'Continents and countries, optionally narrowed by name part and codes.' })
  @Extensions({ complexity: COST.dictionary })
  geoDictionary(
    @Arg('query', () => String, { nullable: true, description: 'Part of a country name, any case.' }) query: string | null,
    @Arg('codes', () => [String], { nullable: true, description: 'Country codes (ISO 3166-1 alpha-2).' }) codes: string[] | null,
  ): GeoDictionary {
    return geo.geoDictionary({ query, codes });
  }

  @FieldResolver(() => [String], { description: 'Codes of the countries that have states to narrow to (geoStates).' })
  @Extensions({ complexity: COST.dictionary })
  countriesWithStates(): string[] {
    return countriesWithStates();
  }

  @FieldResolver(() => [String], { description: 'Codes of the countries that have cities to narrow to (geoCities).' })
  @Extensions({ complexity: COST.dictionary })
  countriesWithCities(): string[] {
    return countriesWithCities();
  }

  @Query(() => [GeoRegion], { description: "A country's states (first-level regions) by name; empty where the dictionary has none." })
  @Extensions({ complexity: COST.dictionary })
  geoStates(@Arg('country', { description: 'ISO 3166-1 alpha-2 code.' }) country: string): GeoRegion[] {
    return statesOf(country.trim().toUpperCase());
  }

  @Query(() => [GeoCity], { description: "A country's cities whose name contains the query, most populous first." })
  @Extensions({ complexity: COST.dictionary })
  geoCities(
    @Arg('country', { description: 'ISO 3166-1 alpha-2 code.' }) country: string,
    @Arg('query', () => String, { nullable: true, description: 'Part of the name, any case.' }) query: string | null,
    @Arg('limit', () => Int, { nullable: true, description: '1 to 100; 50 when left out.' }) limit: number | null,
  ): GeoCity[] {
    return citiesOf(country.trim().toUpperCase(), query ?? '', Math.min(Math.max(limit ?? 50, 1), 100));
  }
}
