import { IsIn, IsInt, IsOptional, Length, Matches, Max, Min } from 'class-validator';
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

@ObjectType({ simpleResolvers: true })
export class CheckoutResult {
  @Field(() => Order)
  order!: Order;

  @Field({ description: "Where to send the buyer's browser: the provider's payment page." })
  paymentUrl!: string;
}

@ObjectType({
  description: 'What the card form of an NMI card order shows and loads (docs/payments.md "Checkout").',
  simpleResolvers: true,
})
export class CardPaymentForm {
  @Field(() => Order)
  order!: Order;

  @Field()
  packageName!: string;

  @Field(() => Int, { description: 'Days of one package period: a recurring order is charged again after each.' })
  durationDays!: number;

  @Field({ description: "The gateway's public tokenization key Collect.js is loaded with." })
  tokenizationKey!: string;

  @Field({ description: 'Where the browser loads Collect.js from.' })
  collectJsUrl!: string;

  @Field({ description: "Whether the gate asks for 3-D Secure: the form authenticates the card with NMI's Gateway.js before paying." })
  threeDSecure!: boolean;

  @Field({ description: 'Where the browser loads Gateway.js (3-D Secure) from.' })
  gatewayJsUrl!: string;
}

@InputType({ description: "The outcome of a 3-D Secure authentication by NMI's Gateway.js, passed on with the sale." })
export class CardThreeDSecureInput {
  @Field()
  @Matches(/^[A-Za-z0-9+/=:_-]{1,64}$/, { message: 'This is not a 3-D Secure authentication value.' })
  cavv!: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(/^[A-Za-z0-9+/=:_-]{1,64}$/, { message: 'This is not a 3-D Secure transaction id.' })
  xid?: string;

  @Field()
  @Matches(/^\d{2}$/, { message: 'The ECI is two digits.' })
  eci!: string;

  @Field({ description: 'verified or attempted' })
  @IsIn(['verified', 'attempted'], { message: 'The cardholder authentication is verified or attempted.' })
  cardHolderAuth!: string;

  @Field()
  @Matches(/^[12]\.\d{1,2}\.\d{1,2}$/, { message: 'This is not a 3-D Secure version.' })
  threeDsVersion!: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(/^[A-Za-z0-9-]{1,64}$/, { message: 'This is not a directory server id.' })
  directoryServerId?: string;
}
