import { countries } from 'countries-list';
import { Extensions, Field, ObjectType } from 'type-graphql';
import { listOfSize } from '../../graphql/costs';

@ObjectType({ description: 'A country by its ISO 3166-1 alpha-2 code.' })
export class Country {
  @Field()
  code!: string;

  @Field()
  name!: string;
}

@ObjectType()
export class Continent {
  @Field()
  code!: string;

  @Field()
  name!: string;
}

@ObjectType({ description: "The caller's address and where it is." })
export class GeoDetails {
  @Field()
  ip!: string;

  @Field(() => Country)
  country!: Country;

  @Field(() => Continent)
  continent!: Continent;
}

@ObjectType()
export class DictionaryCountry {
  @Field()
  code!: string;

  @Field()
  name!: string;

  @Field({ description: 'The continent code.' })
  continent!: string;
}

/**
 * SPEC.md §3 geo dictionary: continents and countries. SPEC §3 also names `countriesWithStates` and
 * `countriesWithCities`; no kept data package has states or cities (countries-list and geoip-country are
 * country-level), so they are not part of the answer rather than always empty.
 */
@ObjectType({ description: 'SPEC.md §3 geo dictionary: continents and countries (no states or cities).' })
export class GeoDictionary {
  @Field(() => [Continent])
  continents!: Continent[];

  @Field(() => [DictionaryCountry])
  @Extensions({ complexity: listOfSize(Object.keys(countries).length) })
  countries!: DictionaryCountry[];
}
