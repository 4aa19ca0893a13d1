import { IsEmail, IsNotEmpty, IsOptional, Length, MaxLength } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';

const passwordRule = { message: 'The password must be at least 8 characters long.' };

@InputType()
export class PasswordResetRequestInput {
  @Field()
  @IsEmail({}, { message: 'This value is not a valid email address.' })
  @MaxLength(180)
  email!: string;
}

@InputType()
export class ResetPasswordInput {
  @Field({ description: 'The token of the /reset-password/{token} link.' })
  @IsNotEmpty()
  @MaxLength(128)
  token!: string;

  @Field()
  @Length(8, 4096, passwordRule)
  password!: string;
}

@InputType()
export class ActivateEmailInput {
  @Field({ description: 'The token of the /activate-email/{token} link.' })
  @IsNotEmpty()
  @MaxLength(128)
  token!: string;

  @Field(() => String, { nullable: true, description: 'A password to set (accounts made by the demo sign-up have none the user knows).' })
  @IsOptional()
  @Length(8, 4096, passwordRule)
  password?: string | null;
}

@ObjectType({ description: 'The outcome of an e-mail link: what to tell the user, and whose account it was.', simpleResolvers: true })
export class AccountActionResult {
  @Field()
  message!: string;

  @Field({ description: "The account's login (its e-mail)." })
  login!: string;

  @Field(() => String, { nullable: true, description: 'A bearer token when the action also signs the user in.' })
  token?: string | null;
}
