//! The neural-network evaluator for KataGo's model files.

pub mod features;
