import { countries } from 'countries-list';
import { Extensions, Field, Int, ObjectType } from 'type-graphql';
import { listOfSize } from '../../graphql/costs';

@ObjectType({ description: 'A country by its ISO 3166-1 alpha-2 code.', simpleResolvers: true })
export class Country {
  @Field()
  code!: string;

  @Field()
  name!: string;
}

@ObjectType({ simpleResolvers: true })
export class Continent {
  @Field()
  code!: string;

  @Field()
  name!: string;
}

@ObjectType({ description: "The caller's address and where it is.", simpleResolvers: true })
export class GeoDetails {
  @Field()
  ip!: string;

  @Field(() => Country)
  country!: Country;

  @Field(() => Continent)
  continent!: Continent;
}

@ObjectType({ simpleResolvers: true })
export class DictionaryCountry {
  @Field()
  code!: string;

  @Field()
  name!: string;

  @Field({ description: 'The continent code.' })
  continent!: string;
}

/**
 * The geo dictionary: continents and countries; which countries have states and cities to narrow traffic to is
 * answered by the dictionary's field resolvers (geo.resolver.ts), read only when asked for.
 */
@ObjectType({ description: 'The geo dictionary: continents, countries, and which countries have states or cities.', simpleResolvers: true })
export class GeoDictionary {
  @Field(() => [Continent])
  continents!: Continent[];

  @Field(() => [DictionaryCountry])
  @Extensions({ complexity: listOfSize(Object.keys(countries).length) })
  countries!: DictionaryCountry[];
}

@ObjectType({ description: 'A state (first-level region) of a country in the geo dictionary.', simpleResolvers: true })
export class GeoRegion {
  @Field() code!: string;
  @Field() name!: string;
}

@ObjectType({ description: 'A city of the geo dictionary (GeoNames, at least 15,000 inhabitants).', simpleResolvers: true })
export class GeoCity {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field() country!: string;
  @Field(() => Int) population!: number;
}
