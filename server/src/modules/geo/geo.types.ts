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

@ObjectType({ description: 'SPEC.md §3 geo dictionary.' })
export class GeoDictionary {
  @Field(() => [Continent])
  continents!: Continent[];

  @Field(() => [DictionaryCountry])
  @Extensions({ complexity: listOfSize(Object.keys(countries).length) })
  countries!: DictionaryCountry[];

  @Field(() => [String], { description: 'Codes of countries the dictionary has states for.' })
  countriesWithStates!: string[];

  @Field(() => [String], { description: 'Codes of countries the dictionary has cities for.' })
  countriesWithCities!: string[];
}
