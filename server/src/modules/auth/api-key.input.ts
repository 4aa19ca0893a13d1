import { ArrayMaxSize, ArrayMinSize, IsDate, IsIn, IsOptional, Length } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import type { ListSpec } from '../../common/list';
import { SortDirection } from '../../common/statuses';
import { PageArgs } from '../../graphql/list.types';
import { API_KEY_SCOPES } from './api-key.scopes';

export const apiKeyListSpec: ListSpec = {
  resource: 'ApiKey',
  filters: {
    ownerId: { kind: 'int', path: 'owner' },
  },
  order: { id: 'id', name: 'name', createdAt: 'createdAt', lastUsedAt: 'lastUsedAt' },
  defaultOrder: [{ field: 'id', direction: SortDirection.DESC }],
};

@InputType()
export class ApiKeyFilter {
  @Field(() => Int, { nullable: true, description: 'Admins: the keys of this user. Others see their own keys only.' })
  ownerId?: number;
}

@ArgsType()
export class ApiKeyListArgs extends PageArgs {
  @Field(() => ApiKeyFilter, { nullable: true })
  filter?: ApiKeyFilter | null;
}

const SCOPE_MESSAGE = `Each scope must be one of ${API_KEY_SCOPES.join(', ')}.`;

@InputType()
export class ApiKeyCreateInput {
  @Field({ description: 'What the key is for, e.g. "CRM sync".' })
  @Length(1, 100)
  name!: string;

  @Field(() => [String], { description: 'projects:read, projects:write, billing:read, billing:write, stats:read, webhooks.' })
  @ArrayMinSize(1, { message: 'Choose at least one scope.' })
  @ArrayMaxSize(API_KEY_SCOPES.length)
  @IsIn(API_KEY_SCOPES, { each: true, message: SCOPE_MESSAGE })
  scopes!: string[];

  @Field(() => Date, { nullable: true, description: 'When the key stops working; none: until it is revoked.' })
  @IsOptional()
  @IsDate()
  expiresAt?: Date | null;
}
