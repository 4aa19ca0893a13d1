import { IsEmail, IsNotEmpty, IsOptional, Length, MaxLength } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';

@InputType()
export class LoginInput {
  @Field({ description: 'The e-mail (LexikJWT calls it username).' })
  @IsNotEmpty()
  @MaxLength(180)
  username!: string;

  @Field()
  @IsNotEmpty()
  @MaxLength(4096)
  password!: string;
}

@InputType()
export class RegisterInput {
  @Field()
  @IsEmail({}, { message: 'This value is not a valid email address.' })
  @MaxLength(180)
  email!: string;

  @Field()
  @Length(8, 4096, { message: 'The password must be at least 8 characters long.' })
  password!: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(120)
  displayName?: string;
}

@ObjectType({ description: 'The answer to a sign-up: the same whether or not the address already had an account.', simpleResolvers: true })
export class RegistrationAnswer {
  @Field({ description: 'What to do next: open the e-mail sent to the address.' })
  message!: string;

  @Field({ description: 'The address the e-mail went to (normalised).' })
  email!: string;
}

@InputType()
export class RemoveAccountInput {
  @Field({ description: 'The current password, to confirm.' })
  @IsNotEmpty()
  password!: string;
}

@ObjectType({ simpleResolvers: true })
export class AuthToken {
  @Field()
  token!: string;
}
