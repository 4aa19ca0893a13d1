import { IsInt, Length, Max, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Order } from './order.entity';

export const MAX_ORDER_QUANTITY = 100;

@InputType({ description: "Buy `quantity` units of a package with one of the gate's payment methods (see paymentMethods)." })
export class CheckoutInput {
  @Field(() => Int)
  @IsInt()
  packageId!: number;

  @Field(() => Int, { defaultValue: 1 })
  @IsInt({ message: 'The quantity must be a whole number.' })
  @Min(1, { message: 'The quantity must be at least 1.' })
  @Max(MAX_ORDER_QUANTITY, { message: `The quantity must be at most ${MAX_ORDER_QUANTITY}.` })
  quantity: number = 1;

  @Field()
  @Length(1, 32)
  paymentProvider!: string;
}

@ObjectType()
export class CheckoutResult {
  @Field(() => Order)
  order!: Order;

  @Field({ description: "Where to send the buyer's browser: the provider's payment page." })
  paymentUrl!: string;
}
