import { IsBoolean, IsInt, IsOptional, Length, Matches, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, type ClassType, Field, InputType, Int } from 'type-graphql';
import { type ListSpec } from '../../common/list';
import { SortDirection } from '../../common/statuses';
import { PageArgs } from '../../graphql/list.types';
import { OptionalNotNull } from '../../common/validation';

export const packageListSpec: ListSpec = {
  resource: 'Package',
  filters: {
    name: { kind: 'partial' },
    code: { kind: 'exact' },
    parentId: { kind: 'int', path: 'parent', zeroMeansNull: true },
    active: { kind: 'boolean' },
    professional: { kind: 'boolean' },
    guaranteedAlexa: { kind: 'boolean' },
    free: { kind: 'boolean' },
    gateId: { kind: 'int', path: 'gate', orNull: true },
    size: { kind: 'int' },
  },
  order: { id: 'id', name: 'name', size: 'size', priceMinor: 'priceMinor', position: 'position', createdAt: 'createdAt' },
  defaultOrder: [{ field: 'id', direction: SortDirection.ASC }],
};

@InputType()
export class PackageFilter {
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) code?: string;
  @Field(() => Int, { nullable: true, description: '0 means top-level packages (no parent).' }) parentId?: number;
  @Field({ nullable: true }) active?: boolean;
  @Field({ nullable: true }) professional?: boolean;
  @Field({ nullable: true }) guaranteedAlexa?: boolean;
  @Field({ nullable: true }) free?: boolean;
  @Field(() => Int, { nullable: true, description: 'Packages of this gate and those sold on every gate.' }) gateId?: number;
  @Field(() => Int, { nullable: true }) size?: number;
}

@ArgsType()
export class PackageListArgs extends PageArgs {
  @Field(() => PackageFilter, { nullable: true })
  filter?: PackageFilter | null;
}

const CODE = /^[a-z0-9][a-z0-9_-]*$/;
const codeMessage = 'The code may hold lower-case letters, digits, "-" and "_" only.';
const CURRENCY = /^[A-Z]{3}$/;
const currencyMessage = 'The currency must be an ISO 4217 code of three upper-case letters.';
const sizeMessage = 'The size must be a positive whole number.';
const priceMessage = 'The price must be a whole number of minor units, not negative.';
const durationMessage = 'The duration must be a positive whole number of days.';
const MAX_INT = 2_000_000_000;

/** The fields a package's create and update share, after the fields of Base (name, code, size and price). */
function withPackageFields<T extends ClassType>(Base: T) {
  @InputType()
  class PackageFields extends Base {
    @Field({ nullable: true })
    @OptionalNotNull()
    @MaxLength(10_000)
    description?: string;

    @Field({ nullable: true, description: 'ISO 4217 code (default USD on create).' })
    @OptionalNotNull()
    @Matches(CURRENCY, { message: currencyMessage })
    currency?: string;

    @Field(() => Int, { nullable: true, description: 'Default 30 on create.' })
    @OptionalNotNull()
    @IsInt({ message: durationMessage })
    @Min(1, { message: durationMessage })
    @Max(3650)
    durationDays?: number;

    @Field({ nullable: true }) @OptionalNotNull() @IsBoolean() active?: boolean;
    @Field({ nullable: true }) @OptionalNotNull() @IsBoolean() professional?: boolean;
    @Field({ nullable: true }) @OptionalNotNull() @IsBoolean() guaranteedAlexa?: boolean;
    @Field({ nullable: true }) @OptionalNotNull() @IsBoolean() free?: boolean;
    @Field({ nullable: true }) @OptionalNotNull() @IsBoolean() showOnMainPage?: boolean;

    @Field(() => Int, { nullable: true })
    @OptionalNotNull()
    @IsInt()
    @Min(0)
    position?: number;

    @Field(() => Int, { nullable: true, description: 'The offer this package is a size variant of; none (null): a top-level package.' })
    @IsOptional()
    @IsInt()
    parentId?: number | null;

    @Field(() => Int, { nullable: true, description: 'The only gate that sells it; none (null) means every gate.' })
    @IsOptional()
    @IsInt()
    gateId?: number | null;
  }
  return PackageFields;
}

/** Create: name, code, size and price are required. */
@InputType()
class PackageCreateHead {
  @Field()
  @Length(1, 120)
  name!: string;

  @Field()
  @Length(1, 64)
  @Matches(CODE, { message: codeMessage })
  code!: string;

  @Field(() => Int)
  @IsInt({ message: sizeMessage })
  @Min(1, { message: sizeMessage })
  @Max(MAX_INT)
  size!: number;

  @Field(() => Int, { description: 'Price in minor units of the currency; 0 only makes sense for a free package.' })
  @IsInt({ message: priceMessage })
  @Min(0, { message: priceMessage })
  @Max(MAX_INT)
  priceMinor!: number;
}

/** Update: every field may be left out. */
@InputType()
class PackageUpdateHead {
  @Field({ nullable: true })
  @OptionalNotNull()
  @Length(1, 120)
  name?: string;

  @Field({ nullable: true })
  @OptionalNotNull()
  @Length(1, 64)
  @Matches(CODE, { message: codeMessage })
  code?: string;

  @Field(() => Int, { nullable: true })
  @OptionalNotNull()
  @IsInt({ message: sizeMessage })
  @Min(1, { message: sizeMessage })
  @Max(MAX_INT)
  size?: number;

  @Field(() => Int, { nullable: true, description: 'Price in minor units of the currency; 0 only makes sense for a free package.' })
  @OptionalNotNull()
  @IsInt({ message: priceMessage })
  @Min(0, { message: priceMessage })
  @Max(MAX_INT)
  priceMinor?: number;
}

@InputType()
export class PackageCreateInput extends withPackageFields(PackageCreateHead) {}

@InputType()
export class PackageUpdateInput extends withPackageFields(PackageUpdateHead) {}
