import { ArrayUnique, IsBoolean, IsEmail, IsIn, Length, MaxLength } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { type ListSpec } from '../../common/list';
import { SortDirection } from '../../common/statuses';
import { DateRangeInput, PageArgs } from '../../graphql/list.types';
import { ALL_ROLES } from '../auth/roles';
import { OptionalNotNull } from '../../common/validation';

export const userListSpec: ListSpec = {
  resource: 'User',
  filters: {
    email: { kind: 'partial' },
    displayName: { kind: 'partial' },
    role: { kind: 'exact', path: 'roles' },
    enabled: { kind: 'boolean' },
    deleted: { kind: 'boolean' },
    unsubscribed: { kind: 'boolean' },
    emailConfirmed: { kind: 'boolean' },
    gateId: { kind: 'int', path: 'gate' },
    createdAt: { kind: 'date' },
    lastActivity: { kind: 'date' },
  },
  order: { id: 'id', email: 'email', displayName: 'displayName', createdAt: 'createdAt', lastActivity: 'lastActivity' },
  defaultOrder: [{ field: 'id', direction: SortDirection.DESC }],
};

@InputType()
export class UserFilter {
  @Field({ nullable: true }) email?: string;
  @Field({ nullable: true }) displayName?: string;
  @Field({ nullable: true, description: 'Users holding this role directly.' }) role?: string;
  @Field({ nullable: true }) enabled?: boolean;
  @Field({ nullable: true }) deleted?: boolean;
  @Field({ nullable: true }) unsubscribed?: boolean;
  @Field({ nullable: true }) emailConfirmed?: boolean;
  @Field(() => Int, { nullable: true }) gateId?: number;
  @Field(() => DateRangeInput, { nullable: true }) createdAt?: DateRangeInput;
  @Field(() => DateRangeInput, { nullable: true }) lastActivity?: DateRangeInput;
}

@ArgsType()
export class UserListArgs extends PageArgs {
  @Field(() => UserFilter, { nullable: true })
  filter?: UserFilter | null;
}

const roleMessage = `Each role must be one of ${ALL_ROLES.join(', ')}.`;

@InputType()
export class UserCreateInput {
  @Field()
  @IsEmail({}, { message: 'This value is not a valid email address.' })
  @MaxLength(180)
  email!: string;

  @Field()
  @Length(8, 4096, { message: 'The password must be at least 8 characters long.' })
  password!: string;

  @Field({ nullable: true })
  @OptionalNotNull()
  @MaxLength(120)
  displayName?: string;

  @Field(() => [String], { nullable: true })
  @OptionalNotNull()
  @ArrayUnique()
  @IsIn(ALL_ROLES, { each: true, message: roleMessage })
  roles?: string[];

  @Field({ nullable: true })
  @OptionalNotNull()
  @IsBoolean()
  enabled?: boolean;

  @Field({ nullable: true })
  @OptionalNotNull()
  @IsBoolean()
  emailConfirmed?: boolean;
}

@InputType()
export class UserUpdateInput {
  @Field({ nullable: true })
  @OptionalNotNull()
  @MaxLength(120)
  displayName?: string;

  @Field(() => [String], { nullable: true })
  @OptionalNotNull()
  @ArrayUnique()
  @IsIn(ALL_ROLES, { each: true, message: roleMessage })
  roles?: string[];

  @Field({ nullable: true }) @OptionalNotNull() @IsBoolean() enabled?: boolean;
  @Field({ nullable: true }) @OptionalNotNull() @IsBoolean() emailConfirmed?: boolean;
  @Field({ nullable: true }) @OptionalNotNull() @IsBoolean() unsubscribed?: boolean;
}

@InputType()
export class ProfileUpdateInput {
  @Field({ nullable: true })
  @OptionalNotNull()
  @Length(1, 120)
  displayName?: string;

  @Field({ nullable: true, description: 'Required to set a new password.' })
  @OptionalNotNull()
  @MaxLength(4096)
  currentPassword?: string;

  @Field({ nullable: true })
  @OptionalNotNull()
  @Length(8, 4096, { message: 'The password must be at least 8 characters long.' })
  newPassword?: string;
}

@InputType({ description: 'An e-mail change: confirmed from the new address before it becomes the login.' })
export class EmailChangeInput {
  @Field()
  @IsEmail({}, { message: 'This value is not a valid email address.' })
  @MaxLength(180)
  newEmail!: string;

  @Field({ description: 'The current password, to confirm.' })
  @Length(1, 4096, { message: 'The current password is not correct.' })
  password!: string;
}
