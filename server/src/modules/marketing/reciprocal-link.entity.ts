import { Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import { Gate } from '../gates/gate.entity';

/** A link a user places on their site in exchange for bonus traffic; its status is checked by a job. */
@ObjectType({ simpleResolvers: true })
@Entity({ tableName: 'reciprocal_links' })
export class ReciprocalLink extends BaseEntity<'enabled' | 'anchor'> {
  @Field()
  @Property({ type: 'string', length: 2048 })
  url!: string;

  @Field()
  @Property({ type: 'string', length: 255, default: '' })
  anchor: string = '';

  @Field()
  @Index()
  @Property({ type: 'boolean', default: true })
  enabled: boolean = true;

  @Index()
  @ManyToOne(() => Gate, { nullable: true, deleteRule: 'set null' })
  gate: Gate | null = null;
}
