import { IsUUID, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType()
export class CookieConsentInput {
  @Field({ description: 'Comma list of essential, functional, analytics, targeting; essential is always added.' })
  @MaxLength(255)
  cookieTypes!: string;

  @Field()
  @IsUUID('all', { message: 'This is not a valid UUID.' })
  sessionUuid!: string;
}
