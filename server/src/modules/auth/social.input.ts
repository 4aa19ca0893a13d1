import { IsNotEmpty, MaxLength } from 'class-validator';
import { Field, InputType, registerEnumType } from 'type-graphql';

export enum SocialProvider {
  google = 'google',
  facebook = 'facebook',
}

registerEnumType(SocialProvider, { name: 'SocialProvider', description: 'An identity provider for social sign-in.' });

export function isSocialProvider(value: string): value is SocialProvider {
  return (Object.values(SocialProvider) as string[]).includes(value);
}

@InputType()
export class SocialLoginInput {
  @Field({ description: 'Google: the ID token (a JWT). Facebook: the user access token.' })
  @IsNotEmpty()
  @MaxLength(8192)
  token!: string;
}
