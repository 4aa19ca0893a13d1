import { Entity, Index, Property } from '@mikro-orm/core';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import type { GateConfig } from './gate-config';

export type { GateConfig, LogoText } from './gate-config';

@ObjectType({ simpleResolvers: true })
@Entity({ tableName: 'gates' })
// At most one default gate, whatever concurrent updates do (gate.service.ts moves the flag in one transaction).
@Index({
  name: 'gates_single_default',
  expression: 'create unique index "gates_single_default" on "gates" ("is_default") where "is_default"',
})
export class Gate extends BaseEntity<'enabled' | 'isDefault' | 'description' | 'apiBase'> {
  @Field()
  @Property({ type: 'string', length: 120 })
  name!: string;

  /** The Host header this brand is served on (lower case, no port). */
  @Field()
  @Property({ type: 'string', length: 255, unique: true })
  host!: string;

  @Field()
  @Index()
  @Property({ type: 'boolean', default: true })
  enabled: boolean = true;

  /** Requests whose host matches no enabled gate are served by the default gate. */
  @Field()
  @Property({ type: 'boolean', default: false })
  isDefault: boolean = false;

  @Field()
  @Property({ type: 'text', default: '' })
  description: string = '';

  @Field()
  @Property({ type: 'string', length: 255, default: '/api' })
  apiBase: string = '/api';

  @Field(() => GraphQLJSONObject)
  @Property({ type: 'json' })
  config!: GateConfig;
}
