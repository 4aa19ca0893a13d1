import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { PageOf } from '../../graphql/list.types';
import { Role } from '../auth/roles';
import { Package } from './package.entity';
import { PackageCreateInput, PackageListArgs, PackageUpdateInput } from './package.input';
import * as packages from './package.service';

export const PackagePage = PageOf(Package);

/**
 * The stored properties each field resolver below reads, for fields not named after a property (a project
 * list reads only the joined columns its response shows: modules/projects/project.service.ts). Keep in step with the
 * resolvers; any other field not named after a property makes the relation read every column.
 */
export const PACKAGE_FIELD_READS: Readonly<Record<string, readonly string[]>> = { parentId: ['parent'], gateId: ['gate'] };

/** The public catalogue: no sign-in needed; what is visible is decided in the service. */
@Resolver(() => Package)
export class PackagePublicResolver {
  @Query(() => PackagePage, { description: "The gate's active packages; every package for staff." })
  packages(@Ctx() ctx: Context, @Args(() => PackageListArgs) args: PackageListArgs) {
    return packages.listPackages(ctx, args);
  }

  @Query(() => Package)
  package(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<Package> {
    return packages.getPackage(ctx, id);
  }

  @Query(() => [Package], { description: "The offers on the gate's home page, by position." })
  packagesForMainPage(@Ctx() ctx: Context): Promise<Package[]> {
    return packages.listMainPagePackages(ctx);
  }

  @FieldResolver(() => Int, { nullable: true })
  parentId(@Root() pkg: Package): number | null {
    return pkg.parent?.id ?? null;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The only gate selling it; null means every gate.' })
  gateId(@Root() pkg: Package): number | null {
    return pkg.gate?.id ?? null;
  }
}

@Authorized(Role.Manager)
@Resolver(() => Package)
export class PackageResolver {
  @Mutation(() => Package)
  createPackage(@Ctx() ctx: Context, @Arg('input', () => PackageCreateInput) input: PackageCreateInput): Promise<Package> {
    return packages.createPackage(ctx, input);
  }

  @Mutation(() => Package)
  updatePackage(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PackageUpdateInput) input: PackageUpdateInput,
  ): Promise<Package> {
    return packages.updatePackage(ctx, id, input);
  }
}
