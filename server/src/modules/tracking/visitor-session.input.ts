import { IsUUID } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { withUtmFields } from '../../common/utm.input';

const uuidMessage = 'This is not a valid UUID.';

/** The visitor and the session, both required. */
@InputType()
class VisitorSessionIds {
  @Field()
  @IsUUID('all', { message: uuidMessage })
  visitorUuid!: string;

  @Field()
  @IsUUID('all', { message: uuidMessage })
  sessionUuid!: string;
}

@InputType({ description: 'Session data (docs/product.md#records): the visitor, the session and its utm attribution.' })
export class VisitorSessionInput extends withUtmFields(VisitorSessionIds) {}
