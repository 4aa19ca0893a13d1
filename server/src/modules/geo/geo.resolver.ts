import { Arg, Ctx, Extensions, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { COST } from '../../graphql/costs';
import * as geo from './geo.service';
import { Country, GeoDetails, GeoDictionary } from './geo.types';

/** Public: country detection and the country dictionary. */
@Resolver()
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
}
