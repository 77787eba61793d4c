//! serde-wasm-bindgen with the structs and sequences built here.
//!
//! serde-wasm-bindgen writes a struct's field names through a cache of JavaScript
//! strings keyed by the names' addresses (a hash table in a thread-local): 2.5 KB of
//! the module for the field names of the bot's two answers. [`Written`] hands a
//! value serde-wasm-bindgen's serializer for its numbers, booleans and nulls, and
//! builds each struct (a plain object, the fields in order) and each sequence or
//! tuple (an array) itself, as serde-wasm-bindgen does, each name made into a string
//! where it is written. The answers are written once a move, so the strings made
//! again each time cost nothing that shows.
//!
//! With the `serde-io` feature, [`ReadEntries`] reads the bot's options the other way
//! (for the size comparison of BENCHMARKS.md; the package reads them by hand).

use js_sys::{Array, Object};
use serde::ser::{self, Serialize, Serializer};
use serde_wasm_bindgen::{Error, Serializer as Values};
use wasm_bindgen::JsValue;

use super::convert::set;

/// `value` as JavaScript: a struct as a plain object, a sequence or a tuple as an
/// array, `None` as null, the rest as serde-wasm-bindgen writes it.
pub(super) fn written<T: ?Sized + Serialize>(value: &T) -> Result<JsValue, Error> {
    let values = Values::new().serialize_missing_as_null(true);
    value.serialize(Written(&values))
}

/// The serializer of [`written`].
#[derive(Clone, Copy)]
struct Written<'a>(&'a Values);

/// A sequence or a tuple being written.
struct Elements<'a>(Array, &'a Values);

/// A struct being written.
struct Fields<'a>(Object, &'a Values);

macro_rules! values {
    ($($method:ident($t:ty),)*) => {
        $(fn $method(self, v: $t) -> Result<JsValue, Error> {
            self.0.$method(v)
        })*
    };
}

impl<'a> Serializer for Written<'a> {
    type Ok = JsValue;
    type Error = Error;
    type SerializeSeq = Elements<'a>;
    type SerializeTuple = Elements<'a>;
    type SerializeTupleStruct = <&'a Values as Serializer>::SerializeTupleStruct;
    type SerializeTupleVariant = <&'a Values as Serializer>::SerializeTupleVariant;
    type SerializeMap = <&'a Values as Serializer>::SerializeMap;
    type SerializeStruct = Fields<'a>;
    type SerializeStructVariant = <&'a Values as Serializer>::SerializeStructVariant;

    values! {
        serialize_bool(bool), serialize_i8(i8), serialize_i16(i16), serialize_i32(i32),
        serialize_i64(i64), serialize_u8(u8), serialize_u16(u16), serialize_u32(u32),
        serialize_u64(u64), serialize_f32(f32), serialize_f64(f64), serialize_char(char),
        serialize_str(&str), serialize_bytes(&[u8]), serialize_unit_struct(&'static str),
    }

    fn serialize_none(self) -> Result<JsValue, Error> {
        self.0.serialize_none()
    }

    fn serialize_some<T: ?Sized + Serialize>(self, v: &T) -> Result<JsValue, Error> {
        v.serialize(self)
    }

    fn serialize_unit(self) -> Result<JsValue, Error> {
        self.0.serialize_unit()
    }

    fn serialize_unit_variant(
        self,
        name: &'static str,
        index: u32,
        variant: &'static str,
    ) -> Result<JsValue, Error> {
        self.0.serialize_unit_variant(name, index, variant)
    }

    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        v: &T,
    ) -> Result<JsValue, Error> {
        v.serialize(self)
    }

    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        name: &'static str,
        index: u32,
        variant: &'static str,
        v: &T,
    ) -> Result<JsValue, Error> {
        self.0.serialize_newtype_variant(name, index, variant, v)
    }

    fn serialize_seq(self, _len: Option<usize>) -> Result<Elements<'a>, Error> {
        Ok(Elements(Array::new(), self.0))
    }

    fn serialize_tuple(self, _len: usize) -> Result<Elements<'a>, Error> {
        Ok(Elements(Array::new(), self.0))
    }

    fn serialize_tuple_struct(
        self,
        name: &'static str,
        len: usize,
    ) -> Result<Self::SerializeTupleStruct, Error> {
        self.0.serialize_tuple_struct(name, len)
    }

    fn serialize_tuple_variant(
        self,
        name: &'static str,
        index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Self::SerializeTupleVariant, Error> {
        self.0.serialize_tuple_variant(name, index, variant, len)
    }

    fn serialize_map(self, len: Option<usize>) -> Result<Self::SerializeMap, Error> {
        self.0.serialize_map(len)
    }

    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Fields<'a>, Error> {
        Ok(Fields(Object::new(), self.0))
    }

    fn serialize_struct_variant(
        self,
        name: &'static str,
        index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Self::SerializeStructVariant, Error> {
        self.0.serialize_struct_variant(name, index, variant, len)
    }

    fn is_human_readable(&self) -> bool {
        self.0.is_human_readable()
    }
}

impl Elements<'_> {
    fn push<T: ?Sized + Serialize>(&mut self, v: &T) -> Result<(), Error> {
        self.0.push(&v.serialize(Written(self.1))?);
        Ok(())
    }
}

impl ser::SerializeSeq for Elements<'_> {
    type Ok = JsValue;
    type Error = Error;

    fn serialize_element<T: ?Sized + Serialize>(&mut self, v: &T) -> Result<(), Error> {
        self.push(v)
    }

    fn end(self) -> Result<JsValue, Error> {
        Ok(self.0.into())
    }
}

impl ser::SerializeTuple for Elements<'_> {
    type Ok = JsValue;
    type Error = Error;

    fn serialize_element<T: ?Sized + Serialize>(&mut self, v: &T) -> Result<(), Error> {
        self.push(v)
    }

    fn end(self) -> Result<JsValue, Error> {
        Ok(self.0.into())
    }
}

impl ser::SerializeStruct for Fields<'_> {
    type Ok = JsValue;
    type Error = Error;

    fn serialize_field<T: ?Sized + Serialize>(
        &mut self,
        key: &'static str,
        v: &T,
    ) -> Result<(), Error> {
        set(&self.0, key, v.serialize(Written(self.1))?);
        Ok(())
    }

    fn end(self) -> Result<JsValue, Error> {
        Ok(self.0.into())
    }
}

/// serde-wasm-bindgen's deserializer with a struct read from its object's entries (the
/// `serde-io` feature): serde-wasm-bindgen reads a struct by looking up the fields it
/// declares, so `deny_unknown_fields` never sees a key it does not know; read as a
/// map, every key of the object reaches the derived visitor, which refuses the
/// unknown ones. The options have no struct inside them: a struct inside would be
/// read by serde-wasm-bindgen's own reader.
#[cfg(feature = "serde-io")]
pub(super) struct ReadEntries(pub(super) serde_wasm_bindgen::Deserializer);

#[cfg(feature = "serde-io")]
macro_rules! read_as_is {
    ($($method:ident,)*) => {
        $(fn $method<V: serde::de::Visitor<'de>>(self, v: V) -> Result<V::Value, Error> {
            self.0.$method(v)
        })*
    };
}

#[cfg(feature = "serde-io")]
impl<'de> serde::Deserializer<'de> for ReadEntries {
    type Error = Error;

    read_as_is! {
        deserialize_any, deserialize_bool, deserialize_i8, deserialize_i16, deserialize_i32,
        deserialize_i64, deserialize_u8, deserialize_u16, deserialize_u32, deserialize_u64,
        deserialize_f32, deserialize_f64, deserialize_char, deserialize_str,
        deserialize_string, deserialize_bytes, deserialize_byte_buf, deserialize_option,
        deserialize_unit, deserialize_seq, deserialize_map, deserialize_identifier,
        deserialize_ignored_any,
    }

    fn deserialize_unit_struct<V: serde::de::Visitor<'de>>(
        self,
        name: &'static str,
        v: V,
    ) -> Result<V::Value, Error> {
        self.0.deserialize_unit_struct(name, v)
    }

    fn deserialize_newtype_struct<V: serde::de::Visitor<'de>>(
        self,
        name: &'static str,
        v: V,
    ) -> Result<V::Value, Error> {
        self.0.deserialize_newtype_struct(name, v)
    }

    fn deserialize_tuple<V: serde::de::Visitor<'de>>(
        self,
        len: usize,
        v: V,
    ) -> Result<V::Value, Error> {
        self.0.deserialize_tuple(len, v)
    }

    fn deserialize_tuple_struct<V: serde::de::Visitor<'de>>(
        self,
        name: &'static str,
        len: usize,
        v: V,
    ) -> Result<V::Value, Error> {
        self.0.deserialize_tuple_struct(name, len, v)
    }

    /// The struct read as a map of its object's entries.
    fn deserialize_struct<V: serde::de::Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, Error> {
        self.0.deserialize_map(v)
    }

    fn deserialize_enum<V: serde::de::Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, Error> {
        self.0.deserialize_enum(name, variants, v)
    }

    fn is_human_readable(&self) -> bool {
        serde::Deserializer::is_human_readable(&self.0)
    }
}
