import { IsOptional, IsUUID, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

const uuidMessage = 'This is not a valid UUID.';

@InputType({ description: 'Session data (docs/product.md#records): the visitor, the session and its utm attribution.' })
export class VisitorSessionInput {
  @Field()
  @IsUUID('all', { message: uuidMessage })
  visitorUuid!: string;

  @Field()
  @IsUUID('all', { message: uuidMessage })
  sessionUuid!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(120)
  utmSource?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(120)
  utmMedium?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(120)
  utmCampaign?: string | null;
}
