import { IsEmail, IsISO31661Alpha2, IsNotEmpty, IsOptional, IsUUID, MaxLength } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { withUtmFields } from '../../common/utm.input';

const uuidMessage = 'This is not a valid UUID.';

@InputType()
export class DemoUrlInput {
  @Field({ description: 'The website address; `example.com` is read as `http://example.com`.' })
  @IsNotEmpty({ message: 'This value should not be blank.' })
  @MaxLength(2048)
  url!: string;
}

@ObjectType({ description: 'The answer of the demo URL check: the page was fetched.', simpleResolvers: true })
export class DemoUrlCheck {
  @Field({ description: 'The address as understood (scheme added, normalized).' })
  url!: string;

  @Field({ description: 'The address that answered, after redirects.' })
  finalUrl!: string;

  @Field()
  reachable!: boolean;

  @Field(() => Int, { description: 'The HTTP status of the answer.' })
  status!: number;

  @Field(() => String, { nullable: true, description: 'The page title, when it has one.' })
  title!: string | null;
}

/** The site and the visitor of a demo sign-up. */
@InputType()
class DemoVisit {
  @Field({ description: 'The website that receives the demo traffic.' })
  @IsNotEmpty({ message: 'This value should not be blank.' })
  @MaxLength(2048)
  url!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: uuidMessage })
  visitorUuid?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: uuidMessage })
  sessionUuid?: string | null;
}

/** The visitor and attribution data every demo sign-up carries (docs/product.md#records "Session data"). */
@InputType()
abstract class DemoSignupFields extends withUtmFields(DemoVisit) {
  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2; unset: detected from the address.' })
  @IsOptional()
  @IsISO31661Alpha2({ message: 'This value is not a valid country.' })
  country?: string | null;
}

@InputType()
export class DemoRegisterInput extends DemoSignupFields {
  @Field()
  @IsEmail({}, { message: 'This value is not a valid email address.' })
  @MaxLength(180)
  email!: string;
}

@InputType()
export class DemoProviderRegisterInput extends DemoSignupFields {
  @Field({ description: 'Google: the ID token. Facebook: the user access token. The e-mail comes from it.' })
  @IsNotEmpty()
  @MaxLength(8192)
  token!: string;
}
