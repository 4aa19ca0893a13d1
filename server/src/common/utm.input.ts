import { IsOptional, MaxLength } from 'class-validator';
import { ArgsType, type ClassType, Field, InputType } from 'type-graphql';

/*
 * Input classes share fields through type-graphql's inheritance: a mixin `withXFields(Base)` returns a class that
 * extends Base with the shared fields. type-graphql lists a parent's fields before a child's, so the fields of Base
 * come first in the schema (a small head class with the fields that differ between variants, e.g. `name` required
 * on create and optional on update). class-validator reads its rules along the prototype chain, and so does
 * refusesNull (common/validation.ts) for the OptionalNotNull mark, so an inherited field is validated and marked as
 * where it is declared. The classes a mixin returns and the head classes are never the type of an argument, so they
 * stay out of the schema.
 */

/**
 * The utm attribution of a visit (utm_source, utm_medium, utm_campaign) after the fields of Base; each may be left
 * out or null. `describe` gives a field's description from its utm parameter's name. The class is an input type and
 * an args type, so both input classes and args classes (`@Args`) extend it.
 */
export function withUtmFields<T extends ClassType>(Base: T, describe?: (parameter: string) => string) {
  @InputType()
  @ArgsType()
  class UtmFields extends Base {
    @Field(() => String, { nullable: true, description: describe?.('utm_source') })
    @IsOptional()
    @MaxLength(120)
    utmSource?: string | null;

    @Field(() => String, { nullable: true, description: describe?.('utm_medium') })
    @IsOptional()
    @MaxLength(120)
    utmMedium?: string | null;

    @Field(() => String, { nullable: true, description: describe?.('utm_campaign') })
    @IsOptional()
    @MaxLength(120)
    utmCampaign?: string | null;
  }
  return UtmFields;
}
