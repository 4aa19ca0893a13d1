import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { type ListSpec } from '../../common/list';
import { SortDirection } from '../../common/statuses';
import { DateRangeInput, PageArgs } from '../../graphql/list.types';

export const emailCampaignHistoryListSpec: ListSpec = {
  resource: 'EmailCampaignHistory',
  filters: {
    emailCampaignId: { kind: 'int', path: 'emailCampaign' },
    userId: { kind: 'int', path: 'user' },
    delivered: { kind: 'boolean' },
    createdAt: { kind: 'date' },
  },
  order: { id: 'id', createdAt: 'createdAt', delivered: 'delivered', emailCampaignId: 'emailCampaign', userId: 'user' },
  defaultOrder: [{ field: 'id', direction: SortDirection.DESC }],
};

@InputType()
export class EmailCampaignHistoryFilter {
  @Field(() => Int, { nullable: true }) emailCampaignId?: number;
  @Field(() => Int, { nullable: true }) userId?: number;
  @Field({ nullable: true }) delivered?: boolean;
  @Field(() => DateRangeInput, { nullable: true }) createdAt?: DateRangeInput;
}

@ArgsType()
export class EmailCampaignHistoryListArgs extends PageArgs {
  @Field(() => EmailCampaignHistoryFilter, { nullable: true })
  filter?: EmailCampaignHistoryFilter | null;
}
