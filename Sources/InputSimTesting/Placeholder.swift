import InputModel
