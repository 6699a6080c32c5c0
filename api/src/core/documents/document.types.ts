import { Field, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';

/** A commercial document's TVA at one rate (quotes, invoices, credit notes). */
@ObjectType()
export class VatRowView {
  @Field(() => DecimalScalar) rate!: string;
  @Field(() => DecimalScalar) base!: string;
  @Field(() => DecimalScalar) vat!: string;
}
